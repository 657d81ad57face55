import { NUMBER_WITH_HYPHENS } from '@/lib/format'
import { replaceMatches } from './replace-matches'

/**
 * `text` with each hyphenated article or text number (« L. 3245-1 », « n° 2025-660 ») kept on one
 * line, as the blog's articles are (src/lib/wordpress/typography.ts): a line never ends on
 * « L. 3245- ». A span rather than U+2011, so that the reference still matches a search.
 */
export function WithUnbrokenNumbers({ text }: { text: string }) {
  return (
    <>
      {replaceMatches(text, NUMBER_WITH_HYPHENS, (number, offset) => (
        <span key={offset} className="whitespace-nowrap">
          {number}
        </span>
      ))}
    </>
  )
}
