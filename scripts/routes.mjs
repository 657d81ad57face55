/**
 * The paths of src/lib/routes.ts `STATIC_ROUTES`, the site's one list of routes, for Node scripts
 * that cannot import TypeScript (the Lighthouse benchmark); src/lib/routes.test.ts checks that both
 * hold the same paths.
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
