/**
 * Builds the production site when it is missing, older than any source file, or built for other
 * settings, so that no script ever runs a stale build. Settings read at build time (the public
 * origin and the WordPress media origin, see next.config.ts) are recorded in
 * `.next/build-settings.json`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { wordPressOrigin } from '../lib/wordpress-api-url.mjs'
import { markBuild } from './compile-hints.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const SOURCES = ['app', 'components', 'content', 'lib', 'public']
const SOURCE_FILES = [
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
]

/** Newest modification time (ms) of a file or of anything in a folder, dot files and node_modules aside; 0 when absent. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** The build-time settings that make a build different. */
export function buildSettings(env = process.env) {
  let siteOrigin = ''
  try {
    siteOrigin = env.SITE_URL ? new URL(env.SITE_URL).origin : ''
  } catch {
    // An invalid SITE_URL is read as unset, as lib/env.ts does.
  }
  return { SITE_URL: siteOrigin, WORDPRESS_ORIGIN: wordPressOrigin(env.WORDPRESS_API_URL) ?? '' }
}

/** Why a build is needed, or `null` when `.next` is up to date for `env`. */
export function staleReason(env = process.env) {
  const buildId = join(ROOT, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return 'no production build yet'
  const builtAt = statSync(buildId).mtimeMs
  const sourcesAt = Math.max(
    ...SOURCES.map((dir) => newestMtime(join(ROOT, dir))),
    ...SOURCE_FILES.map((file) => newestMtime(join(ROOT, file))),
  )
  if (sourcesAt > builtAt) return 'sources changed since the last build'
  const settingsFile = join(ROOT, '.next', 'build-settings.json')
  const previous = existsSync(settingsFile) ? readFileSync(settingsFile, 'utf8') : ''
  if (previous !== JSON.stringify(buildSettings(env)))
    return 'build settings changed (SITE_URL or WORDPRESS_API_URL)'
  return null
}

/**
 * Runs `next build` when `staleReason` says so, then marks its browser scripts for eager
 * compilation (scripts/compile-hints.mjs).
 * @throws Error when the build fails, or when its scripts cannot be marked (no chunks folder, a
 *   source map that is not JSON).
 */
export function buildIfStale(env = process.env) {
  const reason = staleReason(env)
  if (!reason) {
    console.log('Production build is up to date.')
    return false
  }
  console.log(`Building the site (${reason})…`)
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: ROOT,
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`)
  markBuild()
  writeFileSync(join(ROOT, '.next', 'build-settings.json'), JSON.stringify(buildSettings(env)))
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildIfStale()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
