import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NODE } from './node.mjs'
import {
  NODE_MALLOC_ENV,
  NODE_MEMORY_FLAGS,
  nodeMemoryArgs,
  SERVER_ENTRY,
  siteCommand,
} from './stack.mjs'

describe('scripts/lib/stack.mjs', () => {
  it('starts the compiled server with the project’s Node.js, its port, loopback and production mode', () => {
    const { command, args, env } = siteCommand({ port: 4321, env: { KEEP: 'yes', PORT: '1' } })
    expect(command).toBe(NODE)
    expect(args.at(-1)).toBe(SERVER_ENTRY)
    expect(SERVER_ENTRY).toMatch(/\/dist\/node\/server\.js$/)
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8')
    expect(dockerfile).toContain('CMD ["node", "dist/node/server.js"]')
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

  it('gives the server glibc’s malloc settings unless the environment has them, as the Dockerfile does', () => {
    expect(siteCommand({ port: 1, env: {} }).env).toMatchObject(NODE_MALLOC_ENV)
    const own = siteCommand({ port: 1, env: { MALLOC_ARENA_MAX: '4' } }).env
    expect(own.MALLOC_ARENA_MAX).toBe('4')
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8')
    // The runtime stage's ENV: the one that sets NODE_OPTIONS.
    const env = dockerfile
      .match(/^ENV [\s\S]*?[^\\]$/gm)
      ?.find((block) => block.includes('NODE_OPTIONS'))
    for (const [name, value] of Object.entries(NODE_MALLOC_ENV))
      expect(env).toMatch(new RegExp(`\\s${name}=${value}(\\s|$)`))
  })

  it('starts Node processes with the npm package node of devDependencies', () => {
    expect(NODE).toMatch(/node_modules\/\.bin\/node$/)
  })
})
