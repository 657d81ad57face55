/**
 * Title of each static page, shared by its metadata and its generated social image, so that the
 * two never drift apart. Dynamic pages (expertise, mediation, articles) take theirs from content.
 */
export const pageTitles = {
  '/': 'Avocat en droit des affaires, du travail et international à Toulouse',
  '/a-propos': 'À propos de Maître Vincent Roques',
  '/domaines-expertise': "Domaines d'expertise",
  '/mediation': 'Médiation',
  '/honoraires': 'Honoraires',
  '/blog': 'Blog juridique',
  '/contact': 'Contact et rendez-vous',
  '/mentions-legales': 'Mentions légales',
  '/confidentialite': 'Politique de confidentialité',
} as const

export type StaticRoute = keyof typeof pageTitles
