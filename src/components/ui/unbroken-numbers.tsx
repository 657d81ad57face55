import { NUMBER_WITH_HYPHENS } from '@/lib/format'

/**
 * `text` with each hyphenated article or text number (« L. 3245-1 », « n° 2025-660 ») kept on one
 * line, as the blog's articles are (src/lib/wordpress/typography.ts): a line never ends on
 * « L. 3245- ». A span rather than U+2011, so that the reference still matches a search.
 */
export function WithUnbrokenNumbers({ text }: { text: string }) {
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(NUMBER_WITH_HYPHENS)) {
    parts.push(text.slice(last, match.index))
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    )
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}
