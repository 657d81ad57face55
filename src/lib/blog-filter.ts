/** docs/specification.md « Blog list »: case-insensitive, accents count. */
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
