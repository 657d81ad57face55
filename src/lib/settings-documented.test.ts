import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** The names of README « Settings »'s table, first column, e.g. `PORT`, `HOST`. */
function readmeSettings(): string[] {
  const readme = read('README.md')
  const section = readme.slice(readme.indexOf('## Settings'))
  const table = section.slice(0, section.indexOf('\n## '))
  return [...table.matchAll(/^\| ([^|]+)\|/gm)].flatMap(([, cell]) =>
    [...cell!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!),
  )
}

describe('the settings (README « Settings », .env.example)', () => {
  it('lists the same settings in the README and in .env.example', () => {
    const names = readmeSettings()
    expect(names.length).toBeGreaterThan(20)
    const example = read('.env.example')
    const inExample = new Set(
      [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name!),
    )
    expect(names.filter((name) => !inExample.has(name))).toEqual([])
    expect([...inExample].filter((name) => !names.includes(name))).toEqual([])
  })
})
