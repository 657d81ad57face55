import type { Post } from '../../wordpress/types'

/** An article as the WordPress client hands it to the SEO modules, without an SEO plugin. */
export const POST: Post = {
  id: 12,
  slug: 'contester-un-licenciement',
  title: 'Contester un licenciement',
  date: '2026-10-27T08:30:00Z',
  modified: '2026-10-28T09:00:00Z',
  excerpt: 'Douze mois pour agir.',
  categories: [],
  image: null,
  author: 'Vincent Roques',
  contentHtml: '<p>Texte</p>',
  seo: null,
}
