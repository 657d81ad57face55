/**
 * All demo articles. Each module holds a few articles so files stay small and reviewable.
 * Article shape: { slug, title (raw, as typed in the editor: straight quotes and apostrophes are
 * texturized by WordPress), dateGmt ("YYYY-MM-DDTHH:MM:SS", UTC), modifiedGmt?, categories: [slug],
 * image: null | { file, title, alt, caption?, variant? }, blocks: [...] } — block syntax is
 * documented on renderBlocks() in lib/model.mjs.
 */
import { articles as a1 } from './articles-1.mjs'
import { articles as a2 } from './articles-2.mjs'
import { articles as a3 } from './articles-3.mjs'
import { articles as a4 } from './articles-4.mjs'
import { articles as a5 } from './articles-5.mjs'
import { articles as a6 } from './articles-6.mjs'

const articlesRaw = [...a1, ...a2, ...a3, ...a4, ...a5, ...a6]

/**
 * Authors type French text with non-breaking spaces before « : ; ! ? % » and inside « »; the data
 * files use ordinary spaces for readability and this adds the non-breaking ones, as stored in post_content.
 */
function frenchSpacing(text) {
  return text
    .replace(/ ([:;!?%»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ €/g, '\u00a0€')
}

function mapText(value) {
  if (typeof value === 'string') return frenchSpacing(value)
  if (Array.isArray(value)) return value.map(mapText)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'code' ? v : mapText(v)]),
    )
  }
  return value
}

export const articles = articlesRaw.map((a) => ({
  ...a,
  title: frenchSpacing(a.title),
  blocks: mapText(a.blocks),
  image: a.image && {
    ...a.image,
    alt: frenchSpacing(a.image.alt),
    caption: a.image.caption && frenchSpacing(a.image.caption),
  },
}))
