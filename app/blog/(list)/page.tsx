import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { BlogError } from '@/components/blog/blog-error'
import { BlogExplorer } from '@/components/blog/blog-explorer'
import { BlogListSkeleton } from '@/components/blog/skeletons'
import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'
import { blogListHref, parseBlogListState, type BlogListState } from '@/lib/blog-url'
import { FILTER_CATEGORY_COUNT } from '@/lib/constants'
import { pageMetadata } from '@/lib/seo'
import {
  getCategories,
  getPosts,
  WordPressError,
  type Category,
  type PostsPage,
} from '@/lib/wordpress'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = parseBlogListState(await searchParams)
  const title = page > 1 ? `${blogIntro.title} – page ${page}` : blogIntro.title
  const description = page > 1 ? `${blogIntro.description} Page ${page}.` : blogIntro.description
  return pageMetadata({ title, description, path: blogListHref({ page }) })
}

/** Spec §8: a failure of the categories call is silent for the visitor. */
async function loadCategories(): Promise<Category[]> {
  try {
    return await getCategories()
  } catch (error) {
    console.error('Impossible de charger les catégories', error)
    return []
  }
}

type ListResult =
  { kind: 'ok'; data: PostsPage } | { kind: 'redirect'; href: string } | { kind: 'error' }

/**
 * Loads the requested page. A page past the last (WordPress: HTTP 400
 * `rest_post_invalid_page_number`) leads to the last page, keeping the search and the category.
 */
async function loadPosts(
  page: number,
  keep: { q: string; categorie: string },
): Promise<ListResult> {
  try {
    return { kind: 'ok', data: await getPosts({ page }) }
  } catch (error) {
    if (
      error instanceof WordPressError &&
      error.code === 'rest_post_invalid_page_number' &&
      page > 1
    ) {
      try {
        const firstPage = await getPosts({ page: 1 })
        if (firstPage.totalPages <= 1) return { kind: 'ok', data: firstPage }
        return { kind: 'redirect', href: blogListHref({ ...keep, page: firstPage.totalPages }) }
      } catch (retryError) {
        console.error('Impossible de charger les articles du blog', retryError)
        return { kind: 'error' }
      }
    }
    console.error('Impossible de charger les articles du blog', error)
    return { kind: 'error' }
  }
}

/** The list itself, streamed behind the skeleton while WordPress answers. */
async function BlogList({
  state,
  preloaded,
}: {
  state: BlogListState
  preloaded: ListResult | null
}) {
  const [result, categories] = await Promise.all([
    preloaded ?? loadPosts(state.page, { q: state.q, categorie: state.categorie }),
    loadCategories(),
  ])
  // Only page 1 streams, and page 1 is never past the end: no redirect can come this late.
  if (result.kind !== 'ok') return <BlogError />
  return (
    <BlogExplorer
      posts={result.data.posts}
      categories={categories.slice(0, FILTER_CATEGORY_COUNT)}
      page={result.data.page}
      totalPages={result.data.totalPages}
    />
  )
}

/**
 * Blog list (spec §2 « Blog list », §7 calls 1 and 3). Page 1 sends its head at once and streams
 * the list behind the loading skeleton (spec §4). A later page is loaded before anything is sent,
 * because it may lie past the last page, and then the visitor gets a real HTTP redirect to the
 * last one (a redirect decided after streaming starts would be a 200 with a meta refresh).
 */
export default async function BlogPage({ searchParams }: Props) {
  const state = parseBlogListState(await searchParams)
  const preloaded =
    state.page > 1 ? await loadPosts(state.page, { q: state.q, categorie: state.categorie }) : null
  if (preloaded?.kind === 'redirect') redirect(preloaded.href)
  return (
    <>
      <PageHeader title={blogIntro.title} lead={blogIntro.lead} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Suspense key={state.page} fallback={<BlogListSkeleton />}>
          <BlogList state={state} preloaded={preloaded} />
        </Suspense>
      </div>
    </>
  )
}
