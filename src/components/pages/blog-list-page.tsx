import type { ReactNode } from 'react'
import type { CardPost } from '@/components/blog/blog-images'
import { Pagination } from '@/components/blog/pagination'
import { LIST_PARTS, resultCountText, searchEverywhereLink } from '@/components/blog/list-filter'
import { PostCard, PostCardSymbols } from '@/components/blog/post-card'
import { SearchInput, SearchSubmitButton } from '@/components/blog/search-controls'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { container } from '@/components/ui/container'
import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'
import { filterPosts } from '@/lib/blog/filter'
import { blogListPath, type BlogFilter } from '@/lib/blog/url'
import { SEARCH_PATH, SITE_SEARCH_MAX_LENGTH } from '@/lib/constants'
import type { Category } from '@/lib/wordpress'

/** The breadcrumb trail of a category's pages, after « Accueil »; none for the whole blog. */
export function categoryTrail(category: Pick<Category, 'name' | 'slug'> | null): Crumb[] | null {
  if (!category) return null
  return [
    { name: blogIntro.title, href: '/blog' },
    { name: category.name, href: blogListPath({ page: 1, category: category.slug }) },
  ]
}

/**
 * A list page of the blog (docs/specification.md « Blog list »): its header, the search box, the
 * category buttons (`filter`: the BlogFilter island the route passes in, Astro's named slot), the
 * count, the cards of the page and the pagination, for the whole blog or one category. All but
 * the buttons are the server's HTML, which the island's code changes in place
 * (components/blog/list-filter.ts, which names their ids). `applied` is the filter the server
 * applies for a visitor without JavaScript (a list URL with `?q=` or `?categorie=`): the cards it
 * leaves out wait in a `<template>`, where the filter finds them when the visitor changes it.
 */
export function BlogListPage({
  category,
  posts,
  page,
  totalPages,
  applied,
  filter,
}: {
  /** The category of a `/blog/categorie/…` page; `null` for the whole blog. */
  category: Category | null
  posts: readonly CardPost[]
  page: number
  /** From `X-WP-TotalPages`, for the pagination. */
  totalPages: number
  applied: BlogFilter
  /** The search box and category buttons (the route's island). */
  filter?: ReactNode
}) {
  const shown = new Set(filterPosts(posts, applied).map((post) => post.id))
  // `applied.q` is collapsed already (lib/blog/url.ts parseBlogFilter).
  const everywhere = shown.size === 0 && applied.q ? searchEverywhereLink(applied.q) : null
  const everywhereLink = (
    <a
      href={everywhere?.href}
      className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline"
    >
      {everywhere?.text}
    </a>
  )
  const card = (post: CardPost, index: number) => (
    <li key={post.id} className="flex" data-post-id={post.id}>
      {/* A category's header is short: its first card is in a phone's first screen. */}
      <PostCard post={post} inFirstScreen={category !== null && index === 0} />
    </li>
  )
  const trail = categoryTrail(category)
  return (
    <>
      {category && trail ? (
        <PageHeader
          eyebrow="Catégorie"
          title={category.name}
          lead={`Les articles de Maître Vincent Roques classés dans la catégorie «\u00a0${category.name}\u00a0».`}
          trail={trail}
        />
      ) : (
        <PageHeader title={blogIntro.title} lead={blogIntro.lead} />
      )}
      <div className={container('py-12')}>
        <PostCardSymbols />
        <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
          {/* The page's one search landmark: unnamed, so that the box's label names the box only.
              `noValidate`: there is nothing to check, and the island's directive lets the
              browser submit it (src/integrations/interaction-directive-client.ts). */}
          <form
            id={LIST_PARTS.searchForm}
            role="search"
            action={SEARCH_PATH}
            method="get"
            noValidate
          >
            <label htmlFor={LIST_PARTS.searchBox} className="block text-sm font-semibold">
              Rechercher un article
            </label>
            <div className="mt-2 flex gap-2">
              <SearchInput
                id={LIST_PARTS.searchBox}
                defaultValue={applied.q}
                maxLength={SITE_SEARCH_MAX_LENGTH}
                aria-describedby={`${LIST_PARTS.searchBox}-aide`}
              />
              <SearchSubmitButton />
            </div>
            <p id={`${LIST_PARTS.searchBox}-aide`} className="mt-2 text-sm text-muted">
              Les articles de cette page se filtrent pendant la saisie ; « Rechercher » cherche dans
              tous les articles.
            </p>
          </form>
          {filter}
        </div>
        <p
          id={LIST_PARTS.count}
          aria-live="polite"
          className="mt-8 text-sm text-muted"
          data-results-count
        >
          {resultCountText(shown.size)}
        </p>
        {/* Hidden, its link kept in a template until the filter fills and shows it: an <a> without
            a target is not a link (Lighthouse « Links are not crawlable »). */}
        <p id={LIST_PARTS.everywhere} className="mt-3" hidden={!everywhere}>
          {everywhere ? everywhereLink : <template>{everywhereLink}</template>}
        </p>
        <ul
          id={LIST_PARTS.grid}
          className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          hidden={shown.size === 0}
          data-post-grid
        >
          {posts.map((post, index) => (shown.has(post.id) ? card(post, index) : null))}
        </ul>
        {shown.size < posts.length ? (
          <template id={`${LIST_PARTS.grid}-masques`}>
            {posts.map((post, index) => (shown.has(post.id) ? null : card(post, index)))}
          </template>
        ) : null}
        <Pagination
          category={category?.slug}
          page={page}
          totalPages={totalPages}
          filter={applied}
        />
      </div>
    </>
  )
}
