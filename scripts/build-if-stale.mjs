/**
 * Builds the production site (`astro build` into `dist/`) when it is missing, when its sources
 * changed, or when it was built for other settings, so that no script ever runs a stale build.
 * What was built is recorded in `dist/build-stamp.json`: a SHA-256 of every source file (path and
 * content) and the settings read at build time (the public origin `SITE_URL` and
 * `WORDPRESS_API_URL`, whose origin astro.config.mjs allows for images). A hash rather than
 * modification times: a checkout, a `git stash` or a copy that keeps the same content does not
 * rebuild, and an edit always does, whatever the clock says.
 */
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseWordPressApiUrl } from '../src/lib/wordpress-api-url.mjs'
import { NODE } from './lib/node.mjs'

const ROOT = new URL('..', import.meta.url).pathname
/**
 * Folders whose files make the build (tests aside, see {@link isSource}); server/ holds modules
 * that astro.config.mjs imports (the content security policy, the compression of the build).
 */
export const SOURCE_DIRS = ['src', 'content', 'public', 'server']
/** Single files that make the build. */
export const SOURCE_FILES = [
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
/** Written by a successful build, read by {@link staleReason}. */
export const STAMP_FILE = join(ROOT, 'dist', 'build-stamp.json')

/** A file that goes into the build: unit tests and dot files do not. */
const isSource = (name) => !name.startsWith('.') && !/\.test\.[cm]?[jt]sx?$/.test(name)

/**
 * Every source file under `path` (a file or a folder), sorted, node_modules and dot files aside.
 * @param {string} path absolute.
 * @returns {string[]} absolute paths; empty when `path` does not exist.
 */
export function sourceFiles(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && isSource(name))
    .sort()
    .flatMap((name) => sourceFiles(join(path, name)))
}

/**
 * SHA-256 (hex) of the build's sources under `root`: each file's path relative to `root` and its
 * content.
 * @param {string} [root] the project's folder.
 * @returns {string}
 */
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
 * The build-time settings that make a build different (README « Settings »): the origin of
 * `SITE_URL` (an invalid one reads as unset, as src/lib/env.ts does) and `WORDPRESS_API_URL`
 * normalised by src/lib/wordpress-api-url.mjs.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ SITE_URL: string, WORDPRESS_API_URL: string }}
 */
export function buildSettings(env = process.env) {
  let siteOrigin = ''
  try {
    siteOrigin = env.SITE_URL?.trim() ? new URL(env.SITE_URL.trim()).origin : ''
  } catch {
    // Invalid: read as unset.
  }
  return {
    SITE_URL: siteOrigin,
    WORDPRESS_API_URL: parseWordPressApiUrl(env.WORDPRESS_API_URL) ?? '',
  }
}

/**
 * Why a build is needed, or `null` when `dist/` is up to date for `env`.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [root] the project's folder.
 * @returns {string | null}
 */
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
    return 'build settings changed (SITE_URL or WORDPRESS_API_URL)'
  return null
}

/**
 * Runs `astro build` with the project's Node.js (scripts/lib/node.mjs) when {@link staleReason}
 * says so, then records the stamp.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean} whether it built.
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
    env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`astro build failed with exit code ${result.status}`)
  writeFileSync(STAMP_FILE, JSON.stringify({ sources, settings: buildSettings(env) }))
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
