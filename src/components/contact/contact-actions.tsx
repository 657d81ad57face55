import { CalendarCheck, Phone } from 'lucide-react'
import { actionLabels } from '@/content/actions'
import { phoneHref } from '@/content/site'
import { cn } from '@/lib/utils'
import { buttonClass } from '@/components/ui/button-link'

/**
 * The two calls to action of docs/specification.md « Purpose »: book an appointment (/contact) and
 * call the practice (`tel:` link), with their one label each (content/actions.ts). `inverse` for a
 * dark `bg-primary` band; otherwise a primary and a secondary button.
 */
export function ContactActions({
  inverse = false,
  className,
}: {
  inverse?: boolean
  className?: string
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <a href="/contact" className={buttonClass(inverse ? 'inverse' : 'primary')}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        {actionLabels.appointment}
      </a>
      <a href={phoneHref} className={buttonClass(inverse ? 'inverse' : 'secondary')}>
        <Phone aria-hidden="true" className="size-5" />
        {actionLabels.call}
      </a>
    </div>
  )
}
