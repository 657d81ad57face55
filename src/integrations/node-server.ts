import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'

/**
 * Compiles the production server (`server/*.ts`) into `dist/node/` with TypeScript's compiler
 * (`server/tsconfig.build.json`), so that `node dist/node/server.js` runs JavaScript: Node.js
 * strips the types of a `.ts` file with a WebAssembly compiler that stays loaded for the life of
 * the process (docs/benchmarks.md « What the server loads »).
 * @throws Error when the compiler fails (the build fails with it).
 */
export function nodeServer(): AstroIntegration {
  return {
    name: 'roques-node-server',
    hooks: {
      'astro:build:done': ({ logger }) => {
        const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
        const project = fileURLToPath(new URL('../../server/tsconfig.build.json', import.meta.url))
        execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' })
        logger.info('Server compiled into dist/node/.')
      },
    },
  }
}
