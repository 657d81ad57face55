import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { blogListMetadata, BlogListScreen } from '@/components/blog/blog-list-screen'
import { parseCategoryListSegments } from '@/lib/blog-url'

type Props = { params: Promise<{ category: string; page: string }> }

/*
 * `/blog/categorie/{slug}/page/N`: the later pages of a category (page 1 is
 * `/blog/categorie/{slug}`, app/blog/categorie/[category]/page.tsx). Rendered on first request and
 * cached like the list (README « Caching »).
 */
export function generateStaticParams(): { category: string; page: string }[] {
  return []
}

async function listPage(params: Props['params']): Promise<{ page: number; category: string }> {
  return parseCategoryListSegments(await params) ?? notFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(await listPage(params))
}

/** A page of the posts of one category. */
export default async function CategoryPage({ params }: Props) {
  return <BlogListScreen {...await listPage(params)} />
}
