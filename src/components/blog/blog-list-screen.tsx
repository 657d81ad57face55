import type { Metadata } from 'next'
import { notFound, unstable_rethrow } from 'next/navigation'
import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'
import { loadFilterCategories, loadListPage } from '@/lib/blog-data'
import { blogListPath, type BlogFilter } from '@/lib/blog-url'
import { withFeedLink } from '@/lib/feed'
import { pageMetadata } from '@/lib/seo'
import { getCategoryBySlug } from '@/lib/wordpress'
import { BlogList } from './blog-list'
import { SiteSearchForm } from './site-search-form'
import { container } from '@/components/ui/container'

/** Which list page: `page` from 1, and the category slug of a `/blog/categorie/…` page. */
type ListPage = { page: number; category?: string }

/** Name of a category for titles; the slug when WordPress cannot be read (the page then fails anyway). */
async function categoryName(slug: string): Promise<string | null> {
  try {
    return (await getCategoryBySlug(slug))?.name ?? null
  } catch (error) {
    unstable_rethrow(error)
    return slug
  }
}

/**
 * Metadata of a list page (`/blog`, `/blog/page/2`, `/blog/categorie/…`): one title and canonical
 * URL per page. Calls `notFound()` for an unknown category.
 */
export async function blogListMetadata({ page, category }: ListPage): Promise<Metadata> {
  const name = category === undefined ? null : await categoryName(category)
  if (category !== undefined && name === null) notFound()
  const base = name ? `${name} – ${blogIntro.title}` : blogIntro.title
  const title = page > 1 ? `${base} – page ${page}` : base
  const description = name
    ? `Articles de Maître Vincent Roques, avocat à Toulouse, dans la catégorie « ${name} ».${page > 1 ? ` Page ${page}.` : ''}`
    : `${blogIntro.description}${page > 1 ? ` Page ${page}.` : ''}`
  return withFeedLink(
    pageMetadata({
      title,
      description,
      // Every list page shares /blog's social image (lib/seo.ts).
      path: blogListPath({ page, category }),
    }),
  )
}

/**
 * A list page of the blog (docs/specification.md « Blog list », « WordPress calls » calls 1 and 3):
 * its header and the cards of `page`, for the whole blog or one category. Everything is loaded
 * before anything is sent, so an unknown category or a page past the last answers a real 404
 * (`notFound()`); a WordPress failure throws BlogUnavailableError, shown by app/blog/error.tsx and
 * never cached.
 *
 * @param filter the filter the server applies (the uncached `/blog/filtre` route only).
 */
export async function BlogListScreen({
  page,
  category,
  filter,
}: ListPage & { filter?: BlogFilter }) {
  const [result, filterCategories] = await Promise.all([
    loadListPage({ page, category }),
    category === undefined ? loadFilterCategories() : Promise.resolve([]),
  ])
  if (!result) notFound()
  const name = result.category?.name
  return (
    <>
      {name ? (
        <PageHeader
          eyebrow="Catégorie"
          title={name}
          lead={`Les articles de Maître Vincent Roques classés dans la catégorie « ${name} ».`}
          trail={[
            { name: blogIntro.title, href: '/blog' },
            { name, href: blogListPath({ page: 1, category }) },
          ]}
        />
      ) : (
        <PageHeader title={blogIntro.title} lead={blogIntro.lead}>
          {/* WordPress's search of every article, next to the filter of this page
            (docs/specification.md « Blog list »). */}
          <SiteSearchForm className="mt-8" />
        </PageHeader>
      )}
      <div className={container('py-12')}>
        <BlogList
          data={result.data}
          filterCategories={filterCategories}
          filter={filter}
          category={category}
        />
      </div>
    </>
  )
}
