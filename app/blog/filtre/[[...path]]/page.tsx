import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { blogListMetadata, BlogListScreen } from '@/components/blog/blog-list-screen'
import { parseBlogFilter, parsePageSegment, parseSlugSegment } from '@/lib/blog-url'

type Props = {
  params: Promise<{ path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Reads `[]`, `['page', N]`, `['categorie', S]` or `['categorie', S, 'page', N]`: the list path
 * after `/blog` that proxy.ts rewrote here.
 */
function listPage(path: string[] = []): { page: number; category?: string } {
  let rest = path
  let category: string | undefined
  if (rest[0] === 'categorie' && rest[1] !== undefined) {
    const slug = parseSlugSegment(rest[1])
    if (slug === null) notFound()
    category = encodeURIComponent(slug)
    rest = rest.slice(2)
  }
  if (rest.length === 0) return { page: 1, category }
  const page = rest[0] === 'page' && rest.length === 2 ? parsePageSegment(rest[1] ?? '') : null
  if (page === null) notFound()
  return { page, category }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await blogListMetadata(listPage((await params).path))
  // One indexed URL per list page: the filtered views point at it and stay out of search engines.
  return { ...metadata, robots: { index: false, follow: true } }
}

/**
 * A list page filtered on the server, for visitors without JavaScript: proxy.ts serves any list URL
 * carrying `?q=` or `?categorie=` from here, under its own URL. Rendered on every request (it reads
 * the query string), from WordPress answers that stay cached.
 */
export default async function FilteredBlogListPage({ params, searchParams }: Props) {
  const filter = parseBlogFilter(await searchParams)
  return <BlogListScreen {...listPage((await params).path)} filter={filter} />
}
