import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { blogListMetadata, BlogListScreen } from '@/components/blog/blog-list-screen'
import { parseCategoryListSegments } from '@/lib/blog-url'

type Props = { params: Promise<{ category: string }> }

/*
 * `/blog/categorie/{slug}`: the first page of a category's posts, reached from the categories of an
 * article (its later pages: app/blog/categorie/[category]/page/[page]/page.tsx). A route of its
 * own rather than a rewrite to `…/page/1`: a rewrite costs every request about a tenth of the CPU
 * of serving the cached page (README « The blog under load »). Rendered on first request and
 * cached like the list (README « Caching »).
 */
export function generateStaticParams(): { category: string }[] {
  return []
}

async function listPage(params: Props['params']): Promise<{ page: number; category: string }> {
  return parseCategoryListSegments(await params) ?? notFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(await listPage(params))
}

/** The first page of the posts of one category. */
export default async function CategoryFirstPage({ params }: Props) {
  return <BlogListScreen {...await listPage(params)} />
}
