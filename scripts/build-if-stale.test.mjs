import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildSettings, sourcesHash, staleReason } from './build-if-stale.mjs'

/** A project folder with one source file and, when `stamp` is given, a build stamped with it. */
function project(root, stamp) {
  mkdirSync(join(root, 'src', 'pages'), { recursive: true })
  writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>Bonjour</h1>')
  writeFileSync(join(root, 'astro.config.ts'), 'export default {}')
  if (stamp) {
    mkdirSync(join(root, 'dist', 'server'), { recursive: true })
    writeFileSync(join(root, 'dist', 'server', 'entry.mjs'), '')
    writeFileSync(join(root, 'dist', 'build-stamp.json'), JSON.stringify(stamp))
  }
}

describe('scripts/build-if-stale.mjs', () => {
  let root
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-if-stale-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('builds when there is no build', () => {
    project(root)
    expect(staleReason({}, root)).toBe('no production build yet')
  })

  it('keeps a build made from the same sources for the same settings', () => {
    project(root)
    project(root, { sources: sourcesHash(root), settings: buildSettings({}) })
    expect(staleReason({}, root)).toBeNull()
  })

  it('builds again when a source changes, is added or is renamed, whatever its date', () => {
    project(root)
    const stamp = { sources: sourcesHash(root), settings: buildSettings({}) }
    project(root, stamp)
    writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>Bonsoir</h1>')
    expect(staleReason({}, root)).toBe('sources changed since the last build')
    writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>Bonjour</h1>')
    expect(staleReason({}, root)).toBeNull()
    writeFileSync(join(root, 'src', 'pages', 'contact.astro'), '')
    expect(staleReason({}, root)).toBe('sources changed since the last build')
  })

  it('ignores unit tests and dot files, which are not part of the build', () => {
    project(root)
    project(root, { sources: sourcesHash(root), settings: buildSettings({}) })
    writeFileSync(join(root, 'src', 'pages', 'format.test.ts'), 'it()')
    writeFileSync(join(root, 'src', '.DS_Store'), '')
    expect(staleReason({}, root)).toBeNull()
  })

  it('builds again for another SITE_URL origin or WordPress, not for the same ones written otherwise', () => {
    // The ?rest_route= form of the same WordPress (README « Pointing the site at a real WordPress »)
    // has the same origin, the only part of WORDPRESS_API_URL a build reads.
    const env = {
      SITE_URL: 'https://www.example.fr',
      WORDPRESS_API_URL: 'https://blog.example.fr/wp-json/wp/v2',
    }
    project(root)
    project(root, { sources: sourcesHash(root), settings: buildSettings(env) })
    expect(
      staleReason(
        {
          SITE_URL: ' https://www.example.fr/ ',
          WORDPRESS_API_URL: 'https://blog.example.fr/wp-json/wp/v2/',
        },
        root,
      ),
    ).toBeNull()
    expect(
      staleReason(
        { ...env, WORDPRESS_API_URL: 'https://blog.example.fr/?rest_route=/wp/v2' },
        root,
      ),
    ).toBeNull()
    expect(staleReason({ ...env, SITE_URL: 'https://example.fr' }, root)).toBe(
      'build settings changed (SITE_URL or the origin of WORDPRESS_API_URL)',
    )
    expect(staleReason({ ...env, WORDPRESS_API_URL: undefined }, root)).toBe(
      'build settings changed (SITE_URL or the origin of WORDPRESS_API_URL)',
    )
  })

  it('reads an invalid SITE_URL as unset', () => {
    expect(buildSettings({ SITE_URL: 'pas une URL' })).toEqual({
      SITE_URL: '',
      WORDPRESS_ORIGIN: '',
    })
  })
})
