import type { ReactNode } from 'react'

/**
 * `text` split around each match of `pattern` (a global regular expression), every match given to
 * `render` (the match, its offset in characters, to key it): for copy in which a few words become
 * elements.
 */
export function replaceMatches(
  text: string,
  pattern: RegExp,
  render: (match: string, offset: number) => ReactNode,
): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), render(match[0], match.index))
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return parts
}
