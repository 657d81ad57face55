/**
 * What each island of a page loads once started, read from the build (`dist/client`): the files
 * its component and its framework's renderer import, statically, gzip -9. Lighthouse cannot see
 * it: no island starts during its load (docs/benchmarks.md « Script per route »).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const CLIENT = new URL('../../dist/client', import.meta.url).pathname
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+)["']/g

/** Budget of an island the visitor starts, everything it loads included, in KiB gzip. */
export const ISLAND_BUDGET_KIB = 75

/**
 * @param {string} path a built file's URL path, `/_astro/…`
 * @param {Map<string, number>} [files] what was read already, with each file's gzip size
 * @returns {Map<string, number>} `path` and every file it imports, with their gzip sizes in bytes
 */
function closure(path, files = new Map()) {
  if (files.has(path)) return files
  const code = readFileSync(join(CLIENT, path), 'utf8')
  files.set(path, gzipSync(code, { level: 9 }).length)
  const dir = path.slice(0, path.lastIndexOf('/') + 1)
  for (const [, file] of code.matchAll(STATIC_IMPORT)) closure(dir + file, files)
  return files
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
const kib = (files) => [...files.values()].reduce((sum, size) => sum + size, 0) / 1024

/**
 * @param {string} html a page of the site
 * @returns {{ name: string, directive: string, kib: number, addedKib: number }[]} each island:
 *   what it loads once started, and for one started by another (`client:event`), what it adds to
 *   the islands of the page the visitor starts
 */
export function islandWeights(html) {
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => {
    const opts = JSON.parse((attribute(tag, 'opts') ?? '{}').replaceAll('&quot;', '"'))
    const files = closure(attribute(tag, 'component-url') ?? '')
    closure(attribute(tag, 'renderer-url') ?? '', files)
    return { name: opts.name, directive: attribute(tag, 'client') ?? '', files }
  })
  const started = new Map(
    islands.filter((island) => island.directive !== 'event').flatMap((island) => [...island.files]),
  )
  return islands.map(({ name, directive, files }) => ({
    name,
    directive,
    kib: kib(files),
    addedKib: kib(new Map([...files].filter(([file]) => !started.has(file)))),
  }))
}
