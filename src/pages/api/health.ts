import type { APIRoute } from 'astro'
import { getBuildId } from '@/lib/env'
import { isShuttingDown } from '../../../server/shutdown.ts'

/**
 * Health check for load balancers, Docker's `HEALTHCHECK` and orchestrators (README « Deploying »).
 *
 * `GET /api/health` answers 200 `{ "status": "ok", "buildId": "…" }` while the server takes
 * traffic, and 503 `{ "status": "shutting-down", "buildId": "…" }` from the moment it received
 * SIGTERM (server/server.ts keeps serving for `SHUTDOWN_DRAIN_SECONDS`, so that a balancer sees
 * the 503 and stops sending requests before the server closes). Never cached.
 */
export const GET: APIRoute = () => {
  const shuttingDown = isShuttingDown()
  return Response.json(
    { status: shuttingDown ? 'shutting-down' : 'ok', buildId: getBuildId() },
    { status: shuttingDown ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
  )
}
