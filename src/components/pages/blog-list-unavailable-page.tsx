import { BlogListUnavailable } from '@/components/blog/blog-list-unavailable'

/**
 * The blog list's page when WordPress cannot be read and no earlier answer is kept (HTTP 500):
 * docs/specification.md « Blog list » error state, « Error catalogue », « Blog list load failure ».
 * Also the search of every article's, which shares the list's error state.
 */
export function BlogListUnavailablePage() {
  return <BlogListUnavailable />
}
