import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { frenchTypography } from './french-typography.mjs'
import { reshapePost, reshapePostSummary } from './reshape'
import { sanitizePostHtml } from './sanitize'
import { typesetHtml, typesetText } from './typography'

const NBSP = '\u00a0'
const NNBSP = '\u202f'
/** Shows the invisible spaces, so that a failure says where one is missing. */
const visible = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '⌴')

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.roques-avocat.example')
  vi.stubEnv('WORDPRESS_API_URL', 'https://blog.roques-avocat.example/wp-json/wp/v2')
})
afterEach(() => vi.unstubAllEnvs())

describe('frenchTypography: the rules', () => {
  it.each([
    ['Licenciement : les délais', `Licenciement${NBSP}: les délais`],
    ['Délai: douze mois', `Délai${NBSP}: douze mois`],
    ['Pourquoi attendre ?', `Pourquoi attendre${NBSP}?`],
    ['Vraiment?!', `Vraiment${NBSP}?!`],
    ['Un point ; un autre', `Un point${NBSP}; un autre`],
    ['le mot « médiation »', `le mot «${NBSP}médiation${NBSP}»`],
    ['le mot «médiation»', `le mot «${NBSP}médiation${NBSP}»`],
    ['« Attention !»', `«${NBSP}Attention${NBSP}!${NBSP}»`],
    ["l'article d'un code", 'l’article d’un code'],
    ['Et ensuite...', 'Et ensuite…'],
    ['10 000 € et 50 %', `10${NBSP}000${NBSP}€ et 50${NBSP}%`],
    ['1 250 000 euros', `1${NBSP}250${NBSP}000 euros`],
    ['loi n° 71-1130', `loi n°${NBSP}71-1130`],
    ['art. L. 612-1', `art.${NBSP}L.${NBSP}612-1`],
    ['article L.1471-1', `article${NBSP}L.${NBSP}1471-1`],
    ['articles 15 à 21', `articles${NBSP}15 à 21`],
  ])('%j', (input, expected) => {
    expect(visible(frenchTypography(input))).toBe(visible(expected))
  })

  it('never adds a second space where one is already there, narrow or not', () => {
    for (const text of [
      `«${NBSP}déjà${NBSP}»`,
      `«${NNBSP}étroit${NNBSP}»`,
      `Pourquoi${NNBSP}?`,
      `Titre${NBSP}: sous-titre`,
    ])
      expect(visible(frenchTypography(text))).toBe(visible(text))
    expect(visible(frenchTypography(`« ${NBSP}double  »`))).toBe(visible(`«${NBSP}double${NBSP}»`))
  })

  it('leaves URLs, e-mail addresses and clock times alone, and types the text around them', () => {
    expect(
      visible(frenchTypography('Voir https://www.legifrance.gouv.fr/a?b=1 : le texte, à 12:30')),
    ).toBe(visible(`Voir https://www.legifrance.gouv.fr/a?b=1${NBSP}: le texte, à 12:30`))
    expect(frenchTypography('écrire à contact@roques-avocat.example')).toBe(
      'écrire à contact@roques-avocat.example',
    )
  })

  it('is idempotent', () => {
    const once = frenchTypography("« Délai : 10 000 € ! » n° 3, l'art. L. 612-1...")
    expect(frenchTypography(once)).toBe(once)
  })
})

describe('typesetText / typesetHtml', () => {
  it('typesets plain text', () => {
    expect(visible(typesetText('Rupture : étapes'))).toBe(visible(`Rupture${NBSP}: étapes`))
  })

  it('typesets text nodes and leaves code, pre and attributes alone', () => {
    const html =
      '<p>Le délai : <a href="https://example.org/?q=a : b" title="Titre : ici">douze mois</a> !</p>' +
      '<pre class="wp-block-code"><code>const a = b ? c : d; // l\'exemple...</code></pre>' +
      '<p>Tapez <code>x ? y : z</code> puis « Entrée ».</p>'
    const out = typesetHtml(html)
    expect(visible(out)).toBe(
      visible(
        `<p>Le délai${NBSP}: <a href="https://example.org/?q=a : b" title="Titre : ici">douze mois</a>${NBSP}!</p>` +
          '<pre class="wp-block-code"><code>const a = b ? c : d; // l\'exemple...</code></pre>' +
          `<p>Tapez <code>x ? y : z</code> puis «${NBSP}Entrée${NBSP}».</p>`,
      ),
    )
    expect(typesetHtml(out)).toBe(out)
  })

  it('keeps a hyphenated article or text number on one line, once, outside code', () => {
    const html =
      '<p>Article L. 3245-1 du code du travail, décret n° 2025-660.</p>' +
      '<td>C. trav., art. L.1237-1-1</td><pre><code>v1-2</code></pre>'
    const out = typesetHtml(html)
    expect(visible(out)).toBe(
      visible(
        `<p>Article${NBSP}<span class="whitespace-nowrap">L.${NBSP}3245-1</span> du code du travail, décret n°${NBSP}<span class="whitespace-nowrap">2025-660</span>.</p>` +
          `<td>C. trav., art.${NBSP}<span class="whitespace-nowrap">L.${NBSP}1237-1-1</span></td><pre><code>v1-2</code></pre>`,
      ),
    )
    expect(typesetHtml(out)).toBe(out)
  })

  it('never touches a number inside an attribute, and keeps a linked one whole inside its link', () => {
    const html =
      '<p><a href="https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000035652-1" title="art. L. 1471-1">art. L. 1471-1</a></p>'
    const out = typesetHtml(html)
    expect(out).toContain(
      'href="https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000035652-1"',
    )
    expect(out).toContain('title="art. L. 1471-1"')
    expect(visible(out)).toContain(
      visible(`>art.${NBSP}<span class="whitespace-nowrap">L.${NBSP}1471-1</span></a>`),
    )
    expect(typesetHtml(out)).toBe(out)
  })

  it('raises the « 1er » of a date in the body, once, and leaves plain text and code alone', () => {
    const html =
      '<p>Applicable depuis le 1er septembre 2025, au 1er étage.</p><td>1er janvier 2027</td>' +
      '<pre><code>1er mai</code></pre>'
    const out = typesetHtml(html)
    expect(out).toBe(
      '<p>Applicable depuis le 1<sup>er</sup> septembre 2025, au 1er étage.</p>' +
        '<td>1<sup>er</sup> janvier 2027</td><pre><code>1er mai</code></pre>',
    )
    expect(typesetHtml(out)).toBe(out)
    expect(typesetText('Depuis le 1er septembre 2025')).toBe('Depuis le 1er septembre 2025')
  })

  it('reads a sentence across inline elements, not across blocks', () => {
    expect(visible(typesetHtml('<p><strong>Attention</strong> : lisez</p>'))).toBe(
      visible(`<p><strong>Attention</strong>${NBSP}: lisez</p>`),
    )
    expect(typesetHtml('<p>Fin</p><p> : début</p>')).toBe('<p>Fin</p><p> : début</p>')
  })

  it('keeps escaped characters escaped', () => {
    expect(visible(typesetHtml('<p>A &amp; B : 1 &lt; 2</p>'))).toBe(
      visible(`<p>A &amp; B${NBSP}: 1 &lt; 2</p>`),
    )
  })
})

/** A post as WordPress's REST API sends it, with wptexturize's entities. */
function rawPost(title: string, content: string, excerpt = '<p>Un extrait : court</p>\n') {
  return {
    id: 7,
    slug: 'article',
    date: '2026-03-02T10:00:00',
    date_gmt: '2026-03-02T09:00:00',
    title: { rendered: title },
    excerpt: { rendered: excerpt },
    content: { rendered: content },
  }
}

describe('reshape applies the typography once', () => {
  it('to a title with &#8217; and a plain space before the colon, and to the excerpt', () => {
    const summary = reshapePostSummary(
      rawPost('L&#8217;entretien préalable : comment vous y préparer', '<p>x</p>'),
    )
    expect(visible(summary?.title ?? '')).toBe(
      visible(`L’entretien préalable${NBSP}: comment vous y préparer`),
    )
    expect(visible(summary?.excerpt ?? '')).toBe(visible(`Un extrait${NBSP}: court`))
  })

  it('to the body, after sanitizing, leaving a <code> block alone', async () => {
    const content =
      '<p>Les délais : l&#8217;essentiel</p><pre class="wp-block-code"><code>if (a) { b : c }</code></pre>'
    const post = await reshapePost(rawPost('Titre', content))
    expect(visible(post?.contentHtml ?? '')).toBe(
      visible(
        `<p>Les délais${NBSP}: l’essentiel</p><pre class="wp-block-code"><code>if (a) { b : c }</code></pre>`,
      ),
    )
    // Once: typesetting what reshape produced changes nothing.
    expect(typesetHtml(post?.contentHtml ?? '')).toBe(post?.contentHtml)
    expect(await sanitizePostHtml(post?.contentHtml ?? '')).toBe(post?.contentHtml)
  })
})
