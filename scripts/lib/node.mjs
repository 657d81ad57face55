/**
 * The project's Node.js: the npm package `node` pinned in devDependencies (node_modules/.bin/node),
 * which every script starts its Node processes with. Astro needs Node.js ≥ 22.12 and the machine's
 * own `node` may be older (README « Two commands »); a script launched by the machine's `node` or by
 * a tool's `#!/usr/bin/env node` outside npm still starts the build and the server with this one.
 * Falls back to the running Node.js when the package is not installed.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('../..', import.meta.url).pathname
const projectNode = join(ROOT, 'node_modules', '.bin', 'node')

/** Absolute path of the Node.js binary to spawn. */
export const NODE = existsSync(projectNode) ? projectNode : process.execPath
