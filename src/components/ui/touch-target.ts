/**
 * Classes that make a link at least 44 × 44 pixels on phones (below 40rem), as WCAG 2.5.5 asks of
 * touch targets; links inside a sentence are exempt, and a pointer needs less.
 */
export const TOUCH_TARGET = 'max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center'
