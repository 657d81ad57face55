import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NODE } from './node.mjs'
import { NODE_MEMORY_FLAGS, nodeMemoryArgs, SERVER_ENTRY, siteCommand } from './stack.mjs'

describe('scripts/lib/stack.mjs', () => {
  it('starts server/server.ts with the project’s Node.js, its port, loopback and production mode', () => {
    const { command, args, env } = siteCommand({ port: 4321, env: { KEEP: 'yes', PORT: '1' } })
    expect(command).toBe(NODE)
    expect(args.at(-1)).toBe(SERVER_ENTRY)
    expect(SERVER_ENTRY).toMatch(/\/server\/server\.ts$/)
    expect(env).toMatchObject({
      KEEP: 'yes',
      PORT: '4321',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    })
  })

  it('sets V8’s memory flags unless NODE_OPTIONS already does, as the Dockerfile does', () => {
    const flags = Object.entries(NODE_MEMORY_FLAGS).map(([flag, mb]) => `--${flag}=${mb}`)
    expect(flags[0]).toMatch(/^--max-old-space-size=\d+$/)
    expect(nodeMemoryArgs({})).toEqual(flags)
    expect(nodeMemoryArgs({ NODE_OPTIONS: '--max-old-space-size=512' })).toEqual([flags[1]])
    expect(siteCommand({ port: 1, env: {} }).args).toEqual([...flags, SERVER_ENTRY])
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8')
    expect(/NODE_OPTIONS="([^"]+)"/.exec(dockerfile)?.[1]).toBe(flags.join(' '))
  })

  it('starts Node processes with the npm package node of devDependencies', () => {
    expect(NODE).toMatch(/node_modules\/\.bin\/node$/)
  })
})
