/**
 * Every route of spec §2 but the article and the 404 page, in the specification's order: the
 * pages the browser tests, the quality checks and the Lighthouse benchmark visit.
 * @type {readonly string[]}
 */
export const STATIC_ROUTES = Object.freeze([
  '/',
  '/a-propos',
  '/domaines-expertise',
  '/expertise/droit-travail',
  '/expertise/droit-affaires',
  '/expertise/droit-international',
  '/mediation',
  '/mediation/conventionnelle',
  '/mediation/judiciaire',
  '/honoraires',
  '/blog',
  '/contact',
  '/mentions-legales',
  '/confidentialite',
])
