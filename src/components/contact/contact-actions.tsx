import { CalendarCheck, Phone } from '@/components/ui/icons'
import { phoneHref } from '@/content/site'
import { cn } from '@/lib/utils'
import { buttonClass } from '@/components/ui/button-link'

/**
 * The two calls to action of docs/specification.md « Purpose »: book an appointment (/contact) and
 * call the practice (`tel:` link). `inverse` for a dark `bg-primary` band; otherwise a primary and
 * a secondary button.
 */
export function ContactActions({
  appointment,
  call,
  inverse = false,
  className,
}: {
  /** Text of the appointment button. */
  appointment: string
  /** Text of the phone button, phone number included. */
  call: string
  inverse?: boolean
  className?: string
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <a href="/contact" className={buttonClass(inverse ? 'inverse' : 'primary')}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        {appointment}
      </a>
      <a href={phoneHref} className={buttonClass(inverse ? 'inverse' : 'secondary')}>
        <Phone aria-hidden="true" className="size-5" />
        {call}
      </a>
    </div>
  )
}
