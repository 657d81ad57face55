import { cn } from '@/lib/utils'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/**
 * A card of a grid, as an `<li>`: an icon in a tinted 48-pixel square, an `<h3>`, a paragraph,
 * then `children` (a list, a link). `roomy` cards, those that lead to a page or hold a list, space
 * their heading and text a little more. `className` adds the card's background, layout and
 * shadow; `data-*` attributes go on the `<li>`.
 */
export function IconCard({
  icon,
  title,
  text,
  roomy = false,
  className,
  titleClassName,
  textClassName,
  children,
  ...attributes
}: {
  /** The decorative icon, 24 pixels (`size-6`), `aria-hidden`. */
  icon: React.ReactNode
  title: string
  text: string
  roomy?: boolean
  className?: string
  titleClassName?: string
  textClassName?: string
  children?: React.ReactNode
  [data: `data-${string}`]: boolean | string | undefined
}) {
  return (
    <li className={cn('rounded-2xl border border-border p-6', className)} {...attributes}>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
        {icon}
      </span>
      <h3
        className={cn('font-serif text-2xl font-semibold', roomy ? 'mt-5' : 'mt-4', titleClassName)}
      >
        {title}
      </h3>
      <p className={cn('leading-relaxed text-muted', roomy ? 'mt-3' : 'mt-2', textClassName)}>
        <WithUnbrokenNumbers text={text} />
      </p>
      {children}
    </li>
  )
}
