import { foldSearchText } from './search-text'

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
