import { blogListPath } from '@/lib/blog/url'
import type { Category } from '@/lib/wordpress'

/** Named in src/styles/globals.css: a list page repeats it on every card. */
const badgeClass = 'category-badge'

/**
 * Up to `max` category names as badges (docs/specification.md « Constants »: 2 on cards, 3 in the
 * article header). `linked` makes each a link to the category's own page
 * (`/blog/categorie/{slug}`).
 */
export function CategoryBadges({
  categories,
  max,
  linked = false,
}: {
  categories: readonly Category[]
  max: number
  linked?: boolean
}) {
  const shown = categories.slice(0, max)
  if (shown.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Catégories">
      {shown.map((category) => (
        <li key={category.id} className={linked ? undefined : badgeClass}>
          {linked ? (
            <a
              href={blogListPath({ page: 1, category: category.slug })}
              // A 44 × 44 px target on phones (WCAG 2.5.5), a compact badge for a pointer.
              className={`${badgeClass} inline-flex min-h-11 items-center hover:underline sm:min-h-6`}
            >
              {category.name}
            </a>
          ) : (
            category.name
          )}
        </li>
      ))}
    </ul>
  )
}
