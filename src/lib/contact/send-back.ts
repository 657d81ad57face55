import type { APIContext } from 'astro'
import type { ConsultationOutcome } from './delivery'

const BODY_HEADERS = ['content-length', 'content-type', 'transfer-encoding']

/** The contact page with `outcome` in `locals` (Astro « Rewrites »), as a GET without the body. */
export function sendBackToContact(
  context: APIContext,
  outcome: ConsultationOutcome,
): Promise<Response> {
  context.locals.consultation = outcome
  const headers = new Headers(context.request.headers)
  for (const name of BODY_HEADERS) headers.delete(name)
  return context.rewrite(new Request(new URL('/contact', context.url), { headers }))
}
