import type { Metadata } from 'next'
import { feedAlternate } from '@/lib/feed'

/**
 * Every blog page advertises the RSS feed in its `<head>` (README « RSS feed »), the 404 and error
 * states included. Pages that set their canonical URL replace `alternates` as a whole, so they add
 * the feed themselves (`withFeedLink`).
 */
export const metadata: Metadata = { alternates: { types: feedAlternate() } }

/** The blog's segment: no markup of its own. */
export default function BlogLayout({ children }: { children: React.ReactNode }) {
  return children
}
