import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { blogListMetadata, BlogListScreen } from '@/components/blog/blog-list-screen'
import { parsePageSegment } from '@/lib/blog-url'

type Props = { params: Promise<{ page: string }> }

/*
 * `/blog` (rewritten here as page 1 by next.config.ts) and `/blog/page/N`. No page is rendered at
 * build time, so that the build never needs WordPress; each is rendered on its first request and
 * its HTML cached for `WORDPRESS_CACHE_SECONDS` (README « Caching »).
 */
export function generateStaticParams(): { page: string }[] {
  return []
}

function pageNumber(raw: string): number {
  const page = parsePageSegment(raw)
  if (page === null) notFound()
  return page
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata({ page: pageNumber((await params).page) })
}

/** A page of the blog list (docs/specification.md « Blog list »). */
export default async function BlogListPage({ params }: Props) {
  return <BlogListScreen page={pageNumber((await params).page)} />
}
