import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Port of the site under test (3040: the other test suites use 3010–3031, 3110–3130). */
export const SITE_PORT = Number(process.env.E2E_REAL_PORT ?? 3040)

/**
 * REST base of the real WordPress: `WORDPRESS_REAL_API_URL`, else the line that
 * `scripts/wordpress-real.sh` wrote to `.wordpress-real/env`.
 * @throws Error when neither is there: start it with `bash scripts/wordpress-real.sh`.
 */
export function realWordPressApiUrl(): string {
  const fromEnv = process.env.WORDPRESS_REAL_API_URL
  if (fromEnv) return fromEnv.replace(/\/+$/, '')
  const file = join(import.meta.dirname, '..', '.wordpress-real', 'env')
  if (existsSync(file)) {
    const match = /^WORDPRESS_API_URL=(\S+)$/m.exec(readFileSync(file, 'utf8'))
    if (match?.[1]) return match[1].replace(/\/+$/, '')
  }
  throw new Error(
    'No real WordPress: run `bash scripts/wordpress-real.sh` (writes .wordpress-real/env) ' +
      'or set WORDPRESS_REAL_API_URL',
  )
}

/**
 * Settings of the draft preview that `scripts/wordpress-real.sh` wrote to `.wordpress-real/env`
 * (the application password it created, the secret the plugin signs with), for the site under
 * test; empty when the file is missing.
 */
export function realWordPressPreviewEnv(): Record<string, string> {
  const file = join(import.meta.dirname, '..', '.wordpress-real', 'env')
  if (!existsSync(file)) return {}
  const wanted = [
    'PREVIEW_SECRET',
    'WORDPRESS_PREVIEW_USER',
    'WORDPRESS_PREVIEW_APPLICATION_PASSWORD',
  ]
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter(
        (match): match is RegExpExecArray => match !== null && wanted.includes(match[1] ?? ''),
      )
      .map((match) => [match[1], match[2]]),
  )
}
