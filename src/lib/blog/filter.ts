import { foldSearchText } from '../search-text'

/**
 * The cards of the current page that match the search box and the category (docs/specification.md
 * « Blog list »): the text in the title or the excerpt, case, accents and the kind of apostrophe
 * ignored (lib/search-text.ts); the category by slug.
 */
export function filterPosts<
  T extends { title: string; excerpt: string; categories: readonly { slug: string }[] },
>(posts: readonly T[], { q, categorie }: { q: string; categorie: string }): T[] {
  const needle = foldSearchText(q.trim())
  return posts.filter((post) => {
    if (categorie && !post.categories.some((category) => category.slug === categorie)) return false
    if (!needle) return true
    return (
      foldSearchText(post.title).includes(needle) || foldSearchText(post.excerpt).includes(needle)
    )
  })
}

/**
 * `filter` without a category no button stands for (an unknown slug): it would hide every card
 * behind a filter the visitor cannot see. Shared by the server (blog-list-view.astro) and the
 * island (components/blog/blog-filter.tsx), so that both apply the same filter.
 */
export function applicableFilter<F extends { categorie: string }>(
  filter: F,
  buttons: readonly { slug: string }[],
): F {
  const stands = !filter.categorie || buttons.some(({ slug }) => slug === filter.categorie)
  return stands ? filter : { ...filter, categorie: '' }
}
