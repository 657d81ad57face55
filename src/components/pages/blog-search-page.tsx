import type { CardPost } from '@/components/blog/blog-images'
import { EMPTY_RESULT_MESSAGE } from '@/components/blog/empty-result'
import { Pagination } from '@/components/blog/pagination'
import { PostCard, PostCardSymbols } from '@/components/blog/post-card'
import { SiteSearchForm } from '@/components/blog/site-search-form'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { container } from '@/components/ui/container'
import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'
import { searchPath } from '@/lib/blog/search-query'

/** Title of the search page: the query, when there is one. */
export function searchTitle(query: string): string {
  return query ? `Recherche «\u00a0${query}\u00a0»` : 'Rechercher dans le blog'
}

/** The breadcrumb trail of the search page, after « Accueil ». */
export function searchTrail(query: string): Crumb[] {
  return [
    { name: blogIntro.title, href: '/blog' },
    { name: 'Recherche', href: searchPath(query) },
  ]
}

/** One page of results: the cards, with WordPress's counts. */
export type SearchResults = {
  posts: readonly CardPost[]
  page: number
  totalPages: number
  total: number
}

/**
 * `/blog/recherche?q=…&page=N` (README « Search of every article »): the form, then WordPress's
 * results with the list's cards and pagination, « Aucun article trouvé pour votre recherche. »
 * when nothing matches; the form alone for an empty query. Rendered on the server, without script.
 */
export function BlogSearchPage({
  query,
  results,
}: {
  /** Normalized (src/lib/blog/search-query.ts); '' for none. */
  query: string
  /** `null` for an empty query: nothing was asked. */
  results: SearchResults | null
}) {
  return (
    <>
      <PageHeader
        title={searchTitle(query)}
        lead="Vos mots sont recherchés dans le titre, le résumé et le texte de chaque article publié."
        trail={searchTrail(query)}
      >
        <SiteSearchForm query={query} className="mt-8" />
      </PageHeader>
      <div className={container('py-12')}>
        {results ? (
          <>
            <p className="text-sm text-muted" data-results-count>
              {results.total === 0
                ? EMPTY_RESULT_MESSAGE
                : `${results.total} article${results.total > 1 ? 's' : ''} trouvé${results.total > 1 ? 's' : ''} pour «\u00a0${query}\u00a0»`}
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
            Saisissez un ou plusieurs mots&#160;: un thème, une procédure, un texte de loi.
          </p>
        )}
      </div>
    </>
  )
}
