import { describe, expect, it } from 'vitest'
import { NODE } from './node.mjs'
import { nodeMemoryArgs, SERVER_ENTRY, siteCommand } from './stack.mjs'

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

  it('limits the heap unless NODE_OPTIONS already does', () => {
    expect(nodeMemoryArgs({})).toEqual(['--max-old-space-size=384'])
    expect(nodeMemoryArgs({ NODE_OPTIONS: '--max-old-space-size=512' })).toEqual([])
    expect(siteCommand({ port: 1, env: {} }).args).toEqual([
      '--max-old-space-size=384',
      SERVER_ENTRY,
    ])
  })

  it('starts Node processes with the npm package node of devDependencies', () => {
    expect(NODE).toMatch(/node_modules\/\.bin\/node$/)
  })
})
