/** The page's column: centred, at most 72 rem wide, 16 px side margins on phones, 24 px from 640 px. */
const CONTAINER_CLASS = 'mx-auto max-w-6xl px-4 sm:px-6'

/**
 * Classes of the one column every page's content sits in (docs/architecture.md « Shape »): the
 * width and side margins of the header and footer, so that text lines up from top to bottom.
 *
 * @param spacing the column's own vertical spacing, e.g. `py-14 md:py-20`; nothing that sets its
 *   width or side padding (those would conflict with the column's).
 */
export function container(spacing?: string): string {
  return spacing ? `${CONTAINER_CLASS} ${spacing}` : CONTAINER_CLASS
}
