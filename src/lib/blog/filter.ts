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
    return !needle || foldedText(post).includes(needle)
  })
}

const folded = new WeakMap<object, string>()

/** Folds each post's text ahead of the first key, which then folds the query only. */
export function foldPosts(posts: readonly { title: string; excerpt: string }[]): void {
  for (const post of posts) foldedText(post)
}

/**
 * A post's title and excerpt as the filter compares them, folded once per post: a key typed in the
 * box folds the query only (folding is most of a key's work on a slow phone, docs/benchmarks.md
 * « The blog filter »). A line break apart, which a folded query never holds.
 */
function foldedText(post: { title: string; excerpt: string }): string {
  let text = folded.get(post)
  if (text === undefined) {
    text = `${foldSearchText(post.title)}\n${foldSearchText(post.excerpt)}`
    folded.set(post, text)
  }
  return text
}

/**
 * `filter` without a category no button stands for (an unknown slug): it would hide every card
 * behind a filter the visitor cannot see. Shared by the server (blog-list-view.astro) and the
 * browser (components/blog/list-filter.ts, blog-filter.tsx), so that both apply the same filter.
 */
export function applicableFilter<F extends { categorie: string }>(
  filter: F,
  buttons: readonly { slug: string }[],
): F {
  const stands = !filter.categorie || buttons.some(({ slug }) => slug === filter.categorie)
  return stands ? filter : { ...filter, categorie: '' }
}
