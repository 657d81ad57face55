import { parseBlogFilter, type BlogFilter as Filter } from '@/lib/blog-url'
import type { Category, PostsPage } from '@/lib/wordpress'
import { BlogFilter } from './blog-filter'
import { PostCard, PostCardSymbols } from './post-card'

/**
 * Cards, filter and pagination of one list page (docs/specification.md « Blog list »). The cards
 * are rendered here, on the server; BlogFilter, the only client part, chooses which of them to
 * show.
 */
export function BlogList({
  data,
  filterCategories,
  filter = parseBlogFilter({}),
  category,
}: {
  data: PostsPage
  /** Category filter buttons (the first 5 categories); none on a category's own pages. */
  filterCategories: readonly Category[]
  /** Filter the server applies (`/blog/filtre`); none on cached pages. */
  filter?: Filter
  /** Slug of the category whose pages these are, as in the path. */
  category?: string
}) {
  return (
    <>
      <PostCardSymbols />
      <BlogFilter
        items={data.posts.map((post, index) => ({
          id: post.id,
          title: post.title,
          excerpt: post.excerpt,
          categories: post.categories.map(({ slug }) => ({ slug })),
          // A category's header is short: its first card is in a phone's first screen.
          card: <PostCard post={post} inFirstScreen={category !== undefined && index === 0} />,
        }))}
        categories={filterCategories}
        initial={filter}
        category={category}
        page={data.page}
        totalPages={data.totalPages}
      />
    </>
  )
}
