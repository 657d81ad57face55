/**
 * All demo articles. Each module holds a few articles so files stay small and reviewable.
 * Article shape: { slug, title (raw, as typed in the editor: straight quotes and apostrophes are
 * texturized by WordPress), dateGmt ("YYYY-MM-DDTHH:MM:SS", UTC), modifiedGmt?, sticky? (« Mettre en
 * avant en haut du blog »), categories: [slug],
 * image: null | { file, title, alt, caption?, variant? (0–5: which artwork of data/artwork/; default
 * the post id modulo 6) }, blocks: [...] } — block syntax is
 * documented on renderBlocks() in lib/model.mjs.
 */
import { articles as a1 } from './articles-1.mjs'
import { articles as a2 } from './articles-2.mjs'
import { articles as a3 } from './articles-3.mjs'
import { articles as a4 } from './articles-4.mjs'
import { articles as a5 } from './articles-5.mjs'
import { articles as a6 } from './articles-6.mjs'

/**
 * Titles, captions and paragraphs are stored as authors usually type them in WordPress: with an
 * ordinary space before « : ; ! ? » and inside « », which wptexturize() does not change. The site
 * adds the non-breaking spaces on its server (lib/wordpress/typography.ts); the browser tests
 * check that they are there.
 */
export const articles = [...a1, ...a2, ...a3, ...a4, ...a5, ...a6]
