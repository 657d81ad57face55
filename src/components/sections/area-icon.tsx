import { Briefcase, Globe, Users, type LucideProps } from 'lucide-react'
import type { AreaIcon as AreaIconKey } from '@/content/expertise'

const icons = { briefcase: Briefcase, users: Users, globe: Globe } as const

/** Decorative icon of an expertise area, from its content key (`content/expertise.ts`). */
export function AreaIcon({ icon, ...props }: { icon: AreaIconKey } & LucideProps) {
  const Icon = icons[icon]
  return <Icon aria-hidden="true" focusable="false" {...props} />
}
