import { Fragment } from 'react'
import { FIRST_OF_MONTH, NUMBER_WITH_HYPHENS } from '@/lib/format'
import { replaceMatches } from './replace-matches'

/** Either pattern, in one pass: a hyphenated number or the « 1er » of a date. */
const TYPESET = new RegExp(`${NUMBER_WITH_HYPHENS.source}|${FIRST_OF_MONTH.source}`, 'gu')

/**
 * `text` with each hyphenated article or text number (« L. 3245-1 », « n° 2025-660 ») kept on one
 * line, as the blog's articles are (src/lib/wordpress/typography.ts): a line never ends on
 * « L. 3245- ». A span rather than U+2011, so that the reference still matches a search. The
 * « 1er » of a date gets its raised letters (« 1<sup>er</sup> mai »: FIRST_OF_MONTH).
 */
export function WithUnbrokenNumbers({ text }: { text: string }) {
  return (
    <>
      {replaceMatches(text, TYPESET, (match, offset) =>
        match === '1er' ? (
          <Fragment key={offset}>
            1<sup>er</sup>
          </Fragment>
        ) : (
          <span key={offset} className="whitespace-nowrap">
            {match}
          </span>
        ),
      )}
    </>
  )
}
