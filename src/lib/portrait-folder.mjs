/**
 * Where content/site.ts `site.portrait.file` lives, read by the page that draws it
 * (src/components/sections/portrait-image.ts) and by the build's check of the facts
 * (src/integrations/placeholder-facts.mjs). A module of its own: the check imports Vite, which
 * the server must not load.
 */
export const PORTRAIT_FOLDER = 'src/assets/portrait'
