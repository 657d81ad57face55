/**
 * The npm package `node` of devDependencies, which scripts start Node processes with: Astro needs
 * Node.js ≥ 22.12 and the machine's may be older (README « Two commands »).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('../..', import.meta.url).pathname
const projectNode = join(ROOT, 'node_modules', '.bin', 'node')

export const NODE = existsSync(projectNode) ? projectNode : process.execPath
