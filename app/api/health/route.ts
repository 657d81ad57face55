import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Answered on every request: the shutdown state changes while the build stays the same. */
export const dynamic = 'force-dynamic'

/** Set by scripts/server.mjs when it receives SIGTERM or SIGINT. */
const SHUTTING_DOWN = Symbol.for('roques-avocat.shutting-down')

let buildId: string | undefined

/** Id of the running build (`.next/BUILD_ID`, written by `next build`); `unknown` if unreadable. */
function currentBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(
        join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'),
        'utf8',
      ).trim()
    } catch {
      buildId = 'unknown'
    }
  }
  return buildId
}

/**
 * Health check for load balancers, Docker's `HEALTHCHECK` and orchestrators (README « Deploying »).
 *
 * `GET /api/health` answers 200 `{ "status": "ok", "buildId": "…" }` while the server takes
 * traffic, and 503 `{ "status": "shutting-down", "buildId": "…" }` from the moment it received
 * SIGTERM (scripts/server.mjs keeps serving for `SHUTDOWN_DRAIN_SECONDS`, so that a balancer sees
 * the 503 and stops sending requests before the server closes). Never cached.
 */
export function GET(): Response {
  const shuttingDown = Reflect.get(globalThis, SHUTTING_DOWN) === true
  return Response.json(
    { status: shuttingDown ? 'shutting-down' : 'ok', buildId: currentBuildId() },
    { status: shuttingDown ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
  )
}
