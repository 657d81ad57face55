import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { BlogError } from '@/components/blog/blog-error'
import { BlogExplorer } from '@/components/blog/blog-explorer'
import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'
import { blogListHref, parseBlogListState } from '@/lib/blog-url'
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

/**
 * Blog list (spec §2 « Blog list », §7 calls 1 and 3). The list is loaded before anything is sent:
 * it reads without JavaScript, and a page past the end gets a real HTTP redirect to the last one (a
 * redirect decided after streaming starts would be a 200 with a meta refresh). The loading
 * skeleton shows during in-site navigations (BlogListLink, Pagination).
 */
export default async function BlogPage({ searchParams }: Props) {
  const state = parseBlogListState(await searchParams)
  const [result, categories] = await Promise.all([
    loadPosts(state.page, { q: state.q, categorie: state.categorie }),
    loadCategories(),
  ])
  if (result.kind === 'redirect') redirect(result.href)
  return (
    <>
      <PageHeader title={blogIntro.title} lead={blogIntro.lead} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {result.kind === 'ok' ? (
          <BlogExplorer
            posts={result.data.posts}
            categories={categories.slice(0, FILTER_CATEGORY_COUNT)}
            page={result.data.page}
            totalPages={result.data.totalPages}
          />
        ) : (
          <BlogError />
        )}
      </div>
    </>
  )
}
