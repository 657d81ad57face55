import type { Category } from '@/lib/wordpress'

/** Up to `max` category names as badges (spec §9: 2 on cards, 3 in the article header). */
export function CategoryBadges({
  categories,
  max,
}: {
  categories: readonly Category[]
  max: number
}) {
  const shown = categories.slice(0, max)
  if (shown.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Catégories">
      {shown.map((category) => (
        <li
          key={category.id}
          className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent"
        >
          {category.name}
        </li>
      ))}
    </ul>
  )
}
