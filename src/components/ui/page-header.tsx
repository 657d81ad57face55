import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { PageHeading } from './page-heading'

/**
 * Head of an inner page ({@link PageHeading}: eyebrow, the page's only `<h1>`, lead) with, on
 * nested pages, the visible breadcrumb trail (its JSON-LD is given to the layout by the route).
 */
export function PageHeader({
  trail,
  ...heading
}: {
  title: string
  lead?: string
  eyebrow?: string
  /** Breadcrumb trail after « Accueil »; omit on top-level pages. */
  trail?: readonly Crumb[]
  children?: React.ReactNode
}) {
  return <PageHeading {...heading} before={trail ? <Breadcrumbs trail={trail} /> : null} />
}
