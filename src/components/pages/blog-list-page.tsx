import type { ReactNode } from 'react'
import type { CardPost } from '@/components/blog/blog-images'
import { Pagination } from '@/components/blog/pagination'
import { PostCard, PostCardSymbols } from '@/components/blog/post-card'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { container } from '@/components/ui/container'
import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'
import { filterPosts } from '@/lib/blog/filter'
import { blogListPath, type BlogFilter } from '@/lib/blog/url'
import type { Category } from '@/lib/wordpress'

/** `id` of the grid of cards, which the filter island (BlogFilter) reorders. */
export const BLOG_GRID_ID = 'articles'

/** The breadcrumb trail of a category's pages, after « Accueil »; none for the whole blog. */
export function categoryTrail(category: Pick<Category, 'name' | 'slug'> | null): Crumb[] | null {
  if (!category) return null
  return [
    { name: blogIntro.title, href: '/blog' },
    { name: category.name, href: blogListPath({ page: 1, category: category.slug }) },
  ]
}

/**
 * A list page of the blog (docs/specification.md « Blog list »): its header, the search box and
 * category buttons (`filter`: the BlogFilter island the route passes in, Astro's named slot), the
 * cards of the page and the pagination, for the whole blog or one category. The cards and the
 * pagination are the server's HTML, without script. `applied` is the filter the server applies
 * for a visitor without JavaScript (a list URL with `?q=` or `?categorie=`): the cards it leaves
 * out wait in a `<template>`, where the island finds them when the visitor changes the filter.
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
        {filter}
        <ul
          id={BLOG_GRID_ID}
          className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          hidden={shown.size === 0}
          data-post-grid
        >
          {posts.map((post, index) => (shown.has(post.id) ? card(post, index) : null))}
        </ul>
        {shown.size < posts.length ? (
          <template id={`${BLOG_GRID_ID}-masques`}>
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
