import { Briefcase, Globe, Users, type IconProps } from '@/components/ui/icons'
import type { AreaIcon as AreaIconKey } from '@/content/expertise'

const icons = { briefcase: Briefcase, users: Users, globe: Globe } as const

/** Decorative icon of an expertise area, from its content key (`content/expertise.ts`). */
export function AreaIcon({ icon, ...props }: { icon: AreaIconKey } & IconProps) {
  const Icon = icons[icon]
  return <Icon aria-hidden="true" focusable="false" {...props} />
}
