import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Thrower } from './thrower'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Essai d’erreur',
  robots: { index: false, follow: false },
}

/**
 * Route that raises a rendering error, to test the error screen (spec §8). It exists only when the
 * server runs with `ENABLE_ERROR_ROUTE=1` (the browser tests' server); elsewhere it is a 404.
 */
export default function ErrorTestPage() {
  if (process.env.ENABLE_ERROR_ROUTE !== '1') notFound()
  return <Thrower />
}
