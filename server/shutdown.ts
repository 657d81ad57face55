/**
 * Whether the process is stopping (README « Deploying »): server/server.ts marks it, /api/health
 * reads it. Under a registry symbol: the build bundles its own copy of this module.
 */
const SHUTTING_DOWN = Symbol.for('roques-avocat.shutting-down')

export function markShuttingDown(): void {
  Reflect.set(globalThis, SHUTTING_DOWN, true)
}

export function isShuttingDown(): boolean {
  return Reflect.get(globalThis, SHUTTING_DOWN) === true
}
