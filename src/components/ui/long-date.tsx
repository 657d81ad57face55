import { formatLongDate } from '@/lib/format'
import { WithUnbrokenNumbers } from './unbroken-numbers'

/**
 * A date in French long format (docs/specification.md « Constants »: « 15 mars 2026 »), in a
 * `<time>` that gives machines the ISO date, the first of a month written « 1<sup>er</sup> »
 * (formatLongDate, FIRST_OF_MONTH). Nothing for a broken date.
 */
export function LongDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      <WithUnbrokenNumbers text={formatLongDate(iso)} />
    </time>
  )
}
