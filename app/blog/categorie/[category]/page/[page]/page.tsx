import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { blogListMetadata, BlogListScreen } from '@/components/blog/blog-list-screen'
import { parsePageSegment, parseSlugSegment } from '@/lib/blog-url'

type Props = { params: Promise<{ category: string; page: string }> }

/*
 * `/blog/categorie/{slug}` (rewritten here as page 1 by next.config.ts) and its later pages: the
 * posts of one category, reached from the categories of an article. Rendered on first request and
 * cached like the list (README « Caching »).
 */
export function generateStaticParams(): { category: string; page: string }[] {
  return []
}

async function listPage(params: Props['params']): Promise<{ page: number; category: string }> {
  const raw = await params
  const page = parsePageSegment(raw.page)
  const category = parseSlugSegment(raw.category)
  if (page === null || category === null) notFound()
  // The slug as WordPress spells it in its links (percent-encoded when not ASCII).
  return { page, category: encodeURIComponent(category) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(await listPage(params))
}

/** A page of the posts of one category. */
export default async function CategoryPage({ params }: Props) {
  return <BlogListScreen {...await listPage(params)} />
}
