/**
 * Posts of the current page that match the search text and the category (docs/specification.md «
 * Blog list »): the search is a case-insensitive substring of the title or the plain-text excerpt;
 * the category matches by slug. Accents count (« procédure » does not match « procedure »), as in
 * the specification's rule.
 */
export function filterPosts<
  T extends { title: string; excerpt: string; categories: readonly { slug: string }[] },
>(posts: readonly T[], { q, categorie }: { q: string; categorie: string }): T[] {
  const needle = q.trim().toLocaleLowerCase('fr')
  return posts.filter((post) => {
    if (categorie && !post.categories.some((category) => category.slug === categorie)) return false
    if (!needle) return true
    return (
      post.title.toLocaleLowerCase('fr').includes(needle) ||
      post.excerpt.toLocaleLowerCase('fr').includes(needle)
    )
  })
}
