import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Pagination } from '@/components/blog/pagination'
import { PostCard, PostCardSymbols } from '@/components/blog/post-card'
import { SiteSearchForm } from '@/components/blog/site-search-form'
import { PageHeader } from '@/components/ui/page-header'
import { EMPTY_RESULT_MESSAGE } from '@/components/blog/empty-result'
import { blogIntro } from '@/content/blog'
import { withFeedLink } from '@/lib/feed'
import { loadSearchPage } from '@/lib/search-data'
import { normalizeSearchQuery, parseSearchPage, searchPath } from '@/lib/search-query'
import { pageMetadata } from '@/lib/seo'
import { container } from '@/components/ui/container'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Title of the page: the query, when there is one. */
function titleOf(query: string): string {
  return query ? `Recherche « ${query} »` : 'Rechercher dans le blog'
}

/**
 * Outside search engines (`noindex`): results pages are endless and change with every post. The
 * canonical URL keeps the query and drops the page number.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = normalizeSearchQuery((await searchParams).q)
  return withFeedLink({
    ...pageMetadata({
      title: `${titleOf(query)} – ${blogIntro.title}`,
      description:
        'Recherchez parmi tous les articles du blog juridique de Maître Vincent Roques, avocat à Toulouse.',
      path: searchPath(query),
    }),
    robots: { index: false, follow: true },
  })
}

/**
 * `/blog/recherche?q=…&page=N`: WordPress's own search among every published article, rendered on
 * the server on each request (it reads the query string), with the list's cards and pagination.
 * An empty query shows the form only; a page past the last answers 404; a WordPress failure shows
 * the list's error state (app/blog/error.tsx).
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const query = normalizeSearchQuery(params.q)
  const page = parseSearchPage(params.page)
  if (page === null) notFound()
  const results = query ? await loadSearchPage(query, page) : null
  if (query && !results) notFound()

  return (
    <>
      <PageHeader
        title={titleOf(query)}
        lead="Vos mots sont recherchés dans le titre, le résumé et le texte de chaque article publié."
        trail={[
          { name: blogIntro.title, href: '/blog' },
          { name: 'Recherche', href: searchPath(query) },
        ]}
      >
        <SiteSearchForm query={query} className="mt-8" />
      </PageHeader>
      <div className={container('py-12')}>
        {results ? (
          <>
            <p className="text-sm text-muted" data-results-count>
              {results.total === 0
                ? EMPTY_RESULT_MESSAGE
                : `${results.total} article${results.total > 1 ? 's' : ''} trouvé${results.total > 1 ? 's' : ''} pour « ${query} »`}
            </p>
            {results.posts.length > 0 ? (
              <>
                <PostCardSymbols />
                <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-post-grid>
                  {results.posts.map((post) => (
                    <li key={post.id} className="flex">
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Pagination
              page={results.page}
              totalPages={results.totalPages}
              hrefFor={(target) => searchPath(query, target)}
            />
          </>
        ) : (
          <p className="text-muted">
            Saisissez un ou plusieurs mots : un thème, une procédure, un texte de loi.
          </p>
        )}
      </div>
    </>
  )
}
