import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'

/**
 * A search box of the blog (`q`, no browser autocompletion, example words as placeholder), 44 px
 * high (WCAG 2.5.5 touch target); `id`, `maxLength`, the value and a `ref` come from its form.
 */
export function SearchInput(
  props: Omit<ComponentProps<'input'>, 'type' | 'name' | 'className' | 'placeholder'>,
) {
  return (
    <input
      type="search"
      name="q"
      autoComplete="off"
      placeholder="Licenciement, médiation…"
      className="min-h-11 w-full rounded-md border border-border bg-background px-3 text-base text-foreground placeholder:text-muted"
      {...props}
    />
  )
}

/**
 * The submit button of the blog's search boxes (/blog's and that of the search of every article's
 * page): a magnifier, and the word « Rechercher » from 640 px (read by screen readers always).
 */
export function SearchSubmitButton() {
  return (
    <button
      type="submit"
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 font-semibold text-primary-foreground"
    >
      <Search aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">Rechercher</span>
    </button>
  )
}
