import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  ANSWERS,
  autoExcerpt,
  escapeHtml,
  fill,
  foldForSearch,
  texturize,
  wpDates,
} from './format.mjs'

/**
 * Size of every uploaded featured image, and the sizes WordPress 6.x makes of it, by name in its
 * metadata's order, in pixels (wp_constrain_dimensions; 1536×1536 and 2048×2048 are skipped).
 */
const [FULL_WIDTH, FULL_HEIGHT] = ANSWERS.fullSize
const SUB_SIZES = Object.entries(ANSWERS.subSizes)

/**
 * Gives the articles of data/ and their images ids from one sequence in publication order, as in
 * wp_posts (each image uploaded right after its article).
 * @returns {{ posts: object[], media: object[] }} posts sorted newest first
 */
export function prepareContent(articles) {
  const chronological = [...articles].sort((a, b) => a.dateGmt.localeCompare(b.dateGmt))
  let nextId = 5 // 1–4 are taken by the install's sample post, sample page, privacy page and first draft.
  const posts = []
  const media = []
  for (const article of chronological) {
    const post = { ...article, id: nextId++ }
    if (article.image) {
      // The attachment: data/'s image fields, its id, its post, its folder under uploads/.
      const { file, caption, variant } = article.image
      const [year, month] = wpDates(article.dateGmt).local.split('-')
      post.media = { ...article.image, id: nextId++, parent: post.id, dateGmt: article.dateGmt }
      Object.assign(post.media, { slug: file, caption: caption ?? '', dir: `${year}/${month}` })
      post.media.artwork = variant ?? post.id % 6
      media.push(post.media)
    }
    posts.push(post)
  }
  posts.sort((a, b) => b.dateGmt.localeCompare(a.dateGmt))
  return { posts, media }
}

/**
 * The image files of the attachments, full size and sub-sizes, from the six artworks of
 * data/artwork/ (`artwork-{n}.png`, `artwork-{n}-{width}x{height}.png`).
 * @returns {Map<string, Buffer>} by path under /wp-content/uploads/: "2026/03/name-300x158.png"
 */
export function renderUploads(media) {
  const files = new Map()
  const read = (name) => readFileSync(new URL(`../data/artwork/${name}.png`, import.meta.url))
  for (const { dir, file, artwork } of media) {
    const art = `artwork-${artwork}`
    files.set(`${dir}/${file}.png`, read(art))
    for (const [, [width, height]] of SUB_SIZES)
      files.set(`${dir}/${file}-${width}x${height}.png`, read(`${art}-${width}x${height}`))
  }
  return files
}

/** Blocks WordPress keeps when building an automatic excerpt (excerpt_remove_blocks). */
const EXCERPT_BLOCKS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'quote', 'table'])

/**
 * Builds every REST representation for one server base URL, from the shapes of ANSWERS.
 * @param {string} url site URL without trailing slash, e.g. "http://127.0.0.1:3100"
 * @param {{ posts: object[], media: object[] }} content from prepareContent()
 * @param {{ author: object, categories: object[] }} site from data/site.mjs
 * @param {Map<string, Buffer>} uploads from renderUploads()
 */
export function buildRepresentations(url, content, site, uploads) {
  const api = `${url}/wp-json/wp/v2`
  const at = { site: url, api, uploads: `${url}/wp-content/uploads` }

  // The author as `_embed` shows it (the site reads no /users route).
  const a = site.author
  const hash = createHash('sha256').update(a.email.trim().toLowerCase()).digest('hex')
  const authorEmbed = fill(ANSWERS.author, { ...at, ...a, hash })

  const bySlug = new Map(site.categories.map((c) => [c.slug, c]))
  const byName = (x, y) => x.name.localeCompare(y.name, 'fr', { sensitivity: 'base' })
  for (const p of content.posts)
    for (const slug of p.categories)
      if (!bySlug.has(slug)) throw new Error(`Unknown category "${slug}" in post "${p.slug}"`)
  const postCategories = new Map(
    content.posts.map((p) => [p.id, p.categories.map((slug) => bySlug.get(slug)).sort(byName)]),
  )
  const categories = new Map()
  // A term's count is its published posts (_update_post_term_count): drafts do not count.
  const isPublished = (p) => (p.status ?? 'publish') === 'publish'
  for (const c of site.categories) {
    const count = content.posts.filter(
      (p) => isPublished(p) && p.categories.includes(c.slug),
    ).length
    const view = fill(ANSWERS.category, { ...at, ...c, count, name: escapeHtml(c.name) })
    // The embed context keeps these fields, in this order.
    const embed = Object.fromEntries(
      ['id', 'link', 'name', 'slug', 'taxonomy', '_links'].map((key) => [key, view[key]]),
    )
    categories.set(c.id, { id: c.id, name: c.name, count, view, embed })
  }

  const media = new Map()
  for (const m of content.media) {
    const { dir, file } = m
    const size = (name, width, height) => {
      const sized = name ? `${file}-${width}x${height}.png` : `${file}.png`
      const filesize = name ? uploads.get(`${dir}/${sized}`).length : undefined
      return fill(ANSWERS.mediaSize, { ...at, dir, file: sized, width, height, filesize })
    }
    const sizes = Object.fromEntries(SUB_SIZES.map(([name, [w, h]]) => [name, size(name, w, h)]))
    sizes.full = size(null, FULL_WIDTH, FULL_HEIGHT)
    const srcset = ['large', 'medium', 'medium_large', 'full']
      .map((s) => `${sizes[s].source_url} ${sizes[s].width}w`)
      .join(', ')
    const embed = fill(ANSWERS.media, {
      ...at,
      ...m,
      date: wpDates(m.dateGmt).local,
      parentSlug: content.posts.find((p) => p.id === m.parent).slug,
      title: texturize(m.title),
      author: a.id,
      caption: m.caption ? `<p>${texturize(m.caption)}</p>\n` : '',
      width: FULL_WIDTH,
      height: FULL_HEIGHT,
      filesize: uploads.get(`${dir}/${file}.png`).length,
      sizes,
    })
    media.set(m.id, { record: m, srcset, sizes, embed })
  }

  // Autosaves are revisions, created after every post and attachment: their ids come next, and a
  // post that has one links to it (`version-history` counts it, `predecessor-version` names it).
  let nextId = Math.max(0, ...content.posts.map((x) => x.id), ...content.media.map((x) => x.id)) + 1
  const autosaveIds = new Map((site.autosaves ?? []).map((save) => [save.parentSlug, nextId++]))
  const posts = []
  for (const p of content.posts) {
    const d = wpDates(p.dateGmt)
    const mod = wpDates(p.modifiedGmt ?? p.dateGmt)
    const m = p.media ? media.get(p.media.id) : undefined
    const rendered = renderBlocks(p.blocks, m, false)
    const cats = postCategories.get(p.id)
    const revision = autosaveIds.get(p.slug)
    const status = p.status ?? 'publish'
    const classList = [`post-${p.id}`, 'post', 'type-post', `status-${status}`, 'format-standard']
    if (m) classList.push('has-post-thumbnail')
    classList.push('hentry', ...cats.map((c) => `category-${c.slug}`))
    const vars = {
      ...at,
      ...p,
      date: d.local,
      gmt: d.gmt,
      modified: mod.local,
      modifiedGmt: mod.gmt,
      status,
      link: status === 'publish' ? `${url}/${p.slug}/` : `${url}/?p=${p.id}`,
      titleRaw: p.title,
      title: texturize(p.title),
      content: rendered,
      excerpt: autoExcerpt(renderBlocks(p.blocks, m, true)),
      author: a.id,
      featured: m ? m.record.id : 0,
      sticky: p.sticky === true,
      categories: cats.map((c) => c.id),
      classList,
      revisions: revision ? 1 : 0,
      predecessor: revision && [
        { id: revision, href: `${api}/posts/${p.id}/revisions/${revision}` },
      ],
      featuredLink: m && [{ embeddable: true, href: `${api}/media/${m.record.id}` }],
      generatedSlug: p.slug || sanitizeTitle(p.title),
    }
    const view = fill(ANSWERS.post, vars)
    posts.push({
      id: p.id,
      status,
      slug: p.slug,
      titleRaw: p.title,
      // What `search` reads: the title and every text of the blocks (post_content).
      searchText: [p.title, ...texts(p.blocks)].join('\n'),
      categoryIds: vars.categories,
      mediaId: vars.featured,
      view,
      // The `edit` context adds the raw fields an editor sees (WordPress REST API handbook, « Posts »).
      editView: { ...view, ...fill(ANSWERS.postEdit, vars) },
    })
  }

  const autosaves = (site.autosaves ?? []).map((save) => {
    const parent = posts.find((p) => p.slug === save.parentSlug)
    if (!parent) throw new Error(`Unknown parent "${save.parentSlug}" of an autosave`)
    const source = content.posts.find((p) => p.id === parent.id)
    const d = wpDates(save.modifiedGmt)
    const m = source.media ? media.get(source.media.id) : undefined
    const id = autosaveIds.get(save.parentSlug)
    const view = fill(ANSWERS.autosave, {
      ...at,
      author: a.id,
      date: d.local,
      gmt: d.gmt,
      id,
      parent: parent.id,
      parentSlug: parent.slug,
      titleRaw: save.title,
      title: texturize(save.title),
      content: renderBlocks([...source.blocks, ...save.blocks], m, false),
    })
    return { id, parent: parent.id, view }
  })
  return { posts, media, author: authorEmbed, categories, autosaves }
}

/**
 * The slug WordPress derives from a title (sanitize_title: accents removed, lower case, anything
 * but letters and digits made a hyphen), the `generated_slug` of a draft that has none yet.
 */
function sanitizeTitle(title) {
  return foldForSearch(title)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Every string inside a value (an article's blocks), depth first. */
const texts = (value) =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : []

/**
 * Renders an article's blocks the way the_content renders block-editor markup: block comments
 * removed, blocks separated by blank lines, a leading and trailing newline.
 * @param {Array<string|object>} blocks string = paragraph, or {h2}, {h3}, {ul: []}, {ol: []},
 *   {quote, cite?}, {table: {head, rows, caption?}}, {code}, {image: true, caption?}
 * @param {object|undefined} media featured image representation, used by {image: true}
 * @param {boolean} forExcerpt keep only blocks WordPress uses for automatic excerpts
 * @throws Error on an unknown block, or an {image} without a featured image.
 */
function renderBlocks(blocks, media, forExcerpt) {
  const typeOf = (b) =>
    typeof b === 'string' ? 'p' : Object.keys(b).find((k) => k !== 'cite' && k !== 'caption')
  const kept = blocks.filter((b) => !forExcerpt || EXCERPT_BLOCKS.has(typeOf(b)))
  return `\n${kept.map((b) => renderBlock(b, typeOf(b), media)).join('\n\n\n\n')}\n`
}

const figcaption = (text) =>
  text ? `<figcaption class="wp-element-caption">${texturize(text)}</figcaption>` : ''

/** One block of renderBlocks(). */
function renderBlock(b, type, media) {
  switch (type) {
    case 'p':
      return `<p>${texturize(b)}</p>`
    case 'h2':
    case 'h3':
      return `<${type} class="wp-block-heading">${texturize(b[type])}</${type}>`
    case 'ul':
    case 'ol': {
      const items = b[type].map((li) => `<li>${texturize(li)}</li>`).join('\n\n\n\n')
      return `<${type} class="wp-block-list">\n${items}\n</${type}>`
    }
    case 'quote':
      return `<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow">\n<p>${texturize(b.quote)}</p>\n${b.cite ? `<cite>${texturize(b.cite)}</cite>` : ''}</blockquote>`
    case 'table': {
      const { head, rows, caption } = b.table
      const thead = `<thead><tr>${head.map((h) => `<th>${texturize(h)}</th>`).join('')}</tr></thead>`
      const tbody = `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${texturize(c)}</td>`).join('')}</tr>`).join('')}</tbody>`
      return `<figure class="wp-block-table"><table class="has-fixed-layout">${thead}${tbody}</table>${figcaption(caption)}</figure>`
    }
    case 'code':
      return `<pre class="wp-block-code"><code>${escapeHtml(b.code)}</code></pre>`
    case 'image': {
      if (!media) throw new Error('An {image} block needs a featured image on the same article')
      const large = media.sizes.large
      const alt = escapeHtml(media.record.alt).replace(/&#039;/g, "'")
      return `<figure class="wp-block-image size-large"><img loading="lazy" decoding="async" width="${large.width}" height="${large.height}" src="${large.source_url}" alt="${alt}" class="wp-image-${media.record.id}" srcset="${media.srcset}" sizes="auto, (max-width: ${large.width}px) 100vw, ${large.width}px" />${figcaption(b.caption)}</figure>`
    }
    default:
      throw new Error(`Unknown block ${JSON.stringify(b)}`)
  }
}
