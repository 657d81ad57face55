import type { APIRoute } from 'astro'
import { getBuildId } from '@/lib/env'

/** Set to `true` by server/server.mjs when it receives SIGTERM or SIGINT. */
const SHUTTING_DOWN = Symbol.for('roques-avocat.shutting-down')

/**
 * Health check for load balancers, Docker's `HEALTHCHECK` and orchestrators (README « Deploying »).
 *
 * `GET /api/health` answers 200 `{ "status": "ok", "buildId": "…" }` while the server takes
 * traffic, and 503 `{ "status": "shutting-down", "buildId": "…" }` from the moment it received
 * SIGTERM (server/server.mjs keeps serving for `SHUTDOWN_DRAIN_SECONDS`, so that a balancer sees
 * the 503 and stops sending requests before the server closes). Never cached.
 */
export const GET: APIRoute = () => {
  const shuttingDown = Reflect.get(globalThis, SHUTTING_DOWN) === true
  return Response.json(
    { status: shuttingDown ? 'shutting-down' : 'ok', buildId: getBuildId() },
    { status: shuttingDown ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
  )
}
