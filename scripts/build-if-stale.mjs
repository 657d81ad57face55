/**
 * Builds the site when `dist/` is missing, its sources changed or it was built for other settings.
 * A hash of the sources, not modification times: a checkout of the same content does not rebuild.
 */
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { wordPressOrigin } from '../src/lib/wordpress/api-url.mjs'
import { NODE } from './lib/node.mjs'

const ROOT = new URL('..', import.meta.url).pathname
/** server/ holds modules that astro.config.ts and the pages import. */
export const SOURCE_DIRS = ['src', 'content', 'public', 'server']
export const SOURCE_FILES = [
  'astro.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
export const STAMP_FILE = join(ROOT, 'dist', 'build-stamp.json')

const isSource = (name) => !name.startsWith('.') && !/\.test\.[cm]?[jt]sx?$/.test(name)

/** @returns {string[]} the source files under `path` (absolute, a file or a folder), sorted */
export function sourceFiles(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && isSource(name))
    .sort()
    .flatMap((name) => sourceFiles(join(path, name)))
}

/** @returns {string} the SHA-256 of each source file's relative path and content */
export function sourcesHash(root = ROOT) {
  const hash = createHash('sha256')
  const files = [...SOURCE_DIRS, ...SOURCE_FILES].flatMap((entry) => sourceFiles(join(root, entry)))
  for (const file of files) {
    hash.update(relative(root, file)).update('\0')
    hash.update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

/**
 * The settings read at build time (README « Settings »): of `WORDPRESS_API_URL` only its origin
 * (`image.remotePatterns`), so that `/wp-json/` and `?rest_route=` share a build.
 * @returns {{ SITE_URL: string, WORDPRESS_ORIGIN: string }}
 */
export function buildSettings(env = process.env) {
  return {
    // An invalid URL reads as unset.
    SITE_URL: URL.parse(env.SITE_URL?.trim() ?? '')?.origin ?? '',
    WORDPRESS_ORIGIN: wordPressOrigin(env.WORDPRESS_API_URL) ?? '',
  }
}

/** @returns {string | null} why a build is needed, or `null` */
export function staleReason(env = process.env, root = ROOT) {
  const stampFile = join(root, 'dist', 'build-stamp.json')
  if (!existsSync(join(root, 'dist', 'server', 'entry.mjs')) || !existsSync(stampFile))
    return 'no production build yet'
  let stamp
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'))
  } catch {
    return 'no production build yet'
  }
  if (stamp.sources !== sourcesHash(root)) return 'sources changed since the last build'
  if (JSON.stringify(stamp.settings) !== JSON.stringify(buildSettings(env)))
    return 'build settings changed (SITE_URL or the origin of WORDPRESS_API_URL)'
  return null
}

/**
 * @returns {boolean} whether it built
 * @throws Error when the build fails.
 */
export function buildIfStale(env = process.env) {
  const reason = staleReason(env)
  if (!reason) {
    console.log('Production build is up to date.')
    return false
  }
  console.log(`Building the site (${reason})…`)
  // Hashed before the build, so that an edit made while it runs leaves the build stale.
  const sources = sourcesHash()
  const result = spawnSync(NODE, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: ROOT,
    // A production build whoever asks: under Vitest NODE_ENV is `test`, which compiles React's
    // development JSX runtime into the server's bundle.
    env: { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`astro build failed with exit code ${result.status}`)
  writeFileSync(STAMP_FILE, JSON.stringify({ sources, settings: buildSettings(env) }))
  return true
}

// Run as a script, a failed build throws: Node prints why and exits 1.
if (import.meta.url === `file://${process.argv[1]}`) buildIfStale()
