/**
 * src/lib/routes.ts `STATIC_ROUTES` for scripts that cannot import TypeScript; checked by
 * src/lib/routes.test.ts.
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
