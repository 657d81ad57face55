import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sanitizePostHtml } from './sanitize'

/**
 * Astro's `getImage()` as the image endpoint answers it for an allowed origin (a path on the site,
 * one URL per width), and as it answers for any other origin: the remote URL unchanged.
 */
vi.mock('astro:assets', () => ({
  getImage: async (options: { src: string; width: number; widths: number[] }) => {
    const url = (w: number) => `/_image?href=${encodeURIComponent(options.src)}&w=${w}`
    if (options.src.includes('refuse')) return { src: options.src, srcSet: { attribute: '' } }
    return {
      src: url(options.width),
      srcSet: { attribute: options.widths.map((w) => `${url(w)} ${w}w`).join(', ') },
    }
  },
}))

const optimizedImageUrl = (src: string, w: number) =>
  `/_image?href=${encodeURIComponent(src)}&w=${w}`

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.roques-avocat.example')
  vi.stubEnv('WORDPRESS_API_URL', 'https://blog.roques-avocat.example/wp-json/wp/v2')
})
afterEach(() => vi.unstubAllEnvs())

/**
 * Vectors from the OWASP « XSS Filter Evasion Cheat Sheet » and the PortSwigger « Cross-site
 * scripting cheat sheet ». After sanitizing, none may keep an executable part: a script element,
 * an event-handler attribute, a javascript:/vbscript:/data: URL, a style attribute, or an
 * embedding element.
 */
const VECTORS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.example/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.example/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<a href="  javascript:alert(1)">clic</a>',
  '<a href="java&#115;cript:alert(1)">clic</a>',
  '<form action="javascript:alert(1)"><button>Envoyer</button></form>',
  // A Details block is kept (it is WordPress's own); its `ontoggle` must not be.
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="https://site.example" onclick="alert(1)">lien</a>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">Recouvrement</p>',
  '<template><script>alert(1)</script></template>',
  '<object data="javascript:alert(1)"></object>',
]

/** True when the sanitized HTML still holds an executable or page-altering part. */
function dangerous(html: string): string | null {
  const checks: [RegExp, string][] = [
    [/<\s*script/i, 'script element'],
    [/<[^>]+\s(on[a-z]+)\s*=/i, 'event handler attribute'],
    [
      /(href|src|action|background|dynsrc|lowsrc|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
      'dangerous URL',
    ],
    [/<[^>]+\sstyle\s*=/i, 'style attribute'],
    [
      /<\s*(iframe|frame|frameset|object|embed|form|input|button|meta|link|base|style|svg|math|body|video|audio|template|table background)/i,
      'forbidden element',
    ],
  ]
  for (const [pattern, what] of checks) if (pattern.test(html)) return what
  return null
}

describe('sanitizePostHtml: XSS vectors', () => {
  it('has at least 30 vectors', () => expect(VECTORS.length).toBeGreaterThanOrEqual(30))

  it.each(VECTORS.map((vector, i) => [i + 1, vector]))(
    'vector %i keeps nothing executable',
    async (_i, vector) => {
      const clean = await sanitizePostHtml(String(vector))
      expect(dangerous(clean), clean).toBeNull()
    },
  )
})

describe('sanitizePostHtml: what an article keeps', () => {
  it('keeps headings, paragraphs, lists, quotes, tables, code and figures', async () => {
    const html = [
      '<h2>Titre</h2><h3>Sous-titre</h3><p>Un <strong>paragraphe</strong> <em>important</em>.</p>',
      '<ul><li>un</li></ul><ol start="3"><li>trois</li></ol>',
      '<blockquote><p>Citation</p></blockquote>',
      '<figure class="wp-block-table"><table><thead><tr><th>Délai</th></tr></thead><tbody><tr><td>12 mois</td></tr></tbody></table></figure>',
      '<pre class="wp-block-code"><code>code</code></pre>',
      '<figure class="wp-block-image"><img src="https://blog.roques-avocat.example/wp-content/uploads/a.jpg" alt="Illustration" width="800" height="400"><figcaption>Légende</figcaption></figure>',
    ].join('')
    const clean = await sanitizePostHtml(html)
    for (const tag of [
      '<h2>',
      '<h3>',
      '<p>',
      '<strong>',
      '<em>',
      '<ul>',
      '<ol start="3">',
      '<blockquote>',
      '<table>',
      '<th>',
      '<td>',
      '<pre class="wp-block-code">',
      '<code>',
      '<figure class="wp-block-image">',
      '<figcaption>',
    ]) {
      expect(clean).toContain(tag)
    }
    expect(clean).toContain('alt="Illustration"')
  })

  it('lazy-loads images', async () => {
    expect(
      await sanitizePostHtml(
        '<img src="https://blog.roques-avocat.example/wp-content/uploads/a.jpg" alt="">',
      ),
    ).toMatch(/loading="lazy"/)
  })

  it('serves WordPress images through the site, never from WordPress', async () => {
    const clean = await sanitizePostHtml(
      '<img src="https://blog.roques-avocat.example/wp-content/uploads/a.jpg" alt="Schéma" width="1024" height="512" srcset="https://blog.roques-avocat.example/wp-content/uploads/a-300x150.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px">',
    )
    const original = 'https://blog.roques-avocat.example/wp-content/uploads/a.jpg'
    // The fallback is the first width of the srcset from 1080 px (the endpoint never enlarges).
    expect(clean).toContain(`src="${optimizedImageUrl(original, 1080).replace(/&/g, '&amp;')}"`)
    expect(clean).toContain(
      `srcset="${[640, 750, 828, 1080]
        .map((w) => `${optimizedImageUrl(original, w)} ${w}w`)
        .join(', ')
        .replace(/&/g, '&amp;')}"`,
    )
    expect(clean).toContain('sizes="(max-width: 1024px) 100vw, 1024px"')
    expect(clean).toContain('alt="Schéma"')
    expect(clean).not.toContain('blog.roques-avocat.example/wp-content/uploads/a-300x150.jpg')
    expect(clean).not.toMatch(/(src|srcset)="https?:/)
  })

  it('resolves relative image sources against WordPress, never against the site', async () => {
    expect(await sanitizePostHtml('<img src="/wp-content/uploads/a.jpg" alt="">')).toContain(
      `src="${optimizedImageUrl('https://blog.roques-avocat.example/wp-content/uploads/a.jpg', 1080).replace(/&/g, '&amp;')}"`,
    )
    expect(await sanitizePostHtml('<img src="wp-content/uploads/x.png" alt="">')).toContain(
      encodeURIComponent('https://blog.roques-avocat.example/wp-content/uploads/x.png'),
    )
  })

  it('drops an image of WordPress outside its uploads, or with a query, as the endpoint refuses it', async () => {
    for (const src of [
      'https://blog.roques-avocat.example/x.png',
      'https://blog.roques-avocat.example/wp-content/plugins/p/x.png',
      'https://blog.roques-avocat.example/wp-content/uploads/x.png?v=2',
    ])
      expect(await sanitizePostHtml(`<p>a</p><img src="${src}" alt="">`), src).toBe('<p>a</p>')
  })

  it('writes an image’s address in the one spelling the endpoint takes', async () => {
    const clean = await sanitizePostHtml(
      '<img src="https://blog.roques-avocat.example/wp-content/uploads/./caf%c3%a9%2Dplan.png" alt="">',
    )
    expect(clean).toContain(
      encodeURIComponent(
        'https://blog.roques-avocat.example/wp-content/uploads/caf%C3%A9-plan.png',
      ),
    )
  })

  it('drops an image the endpoint would not serve', async () => {
    expect(
      await sanitizePostHtml(
        '<p>a</p><img src="https://blog.roques-avocat.example/wp-content/uploads/refuse.jpg" alt="" width="10" height="10">',
      ),
    ).toBe('<p>a</p>')
  })

  it('drops images of any other origin, and <source> elements', async () => {
    expect(
      await sanitizePostHtml('<p>a</p><img src="https://tracker.example/pixel.gif" alt="">'),
    ).toBe('<p>a</p>')
    const picture = await sanitizePostHtml(
      '<picture><source srcset="https://tracker.example/a.webp" type="image/webp"><img src="/wp-content/uploads/a.jpg" alt=""></picture>',
    )
    expect(picture).not.toContain('<source')
    expect(picture).not.toContain('tracker.example')
    expect(picture).toContain('/_image?href=')
  })

  it('turns an h1 into an h2 so the page keeps one h1', async () => {
    expect(await sanitizePostHtml('<h1>Titre</h1>')).toBe('<h2>Titre</h2>')
  })

  it('adds rel="noopener noreferrer" and a new tab to external links only', async () => {
    const external = await sanitizePostHtml(
      '<a href="https://www.legifrance.gouv.fr/">Légifrance</a>',
    )
    expect(external).toContain('rel="noopener noreferrer"')
    expect(external).toContain('target="_blank"')
    const internal = await sanitizePostHtml(
      '<a href="/contact">contact</a> <a href="https://www.roques-avocat.example/honoraires">honoraires</a>',
    )
    expect(internal).not.toContain('target=')
    expect(internal).not.toContain('rel=')
  })

  it('drops a target and rel set by WordPress itself, then decides again', async () => {
    expect(await sanitizePostHtml('<a href="/blog" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/blog">x</a>',
    )
  })

  it('keeps mailto: and tel: links', async () => {
    const clean = await sanitizePostHtml(
      '<a href="mailto:contact@roques-avocat.example">écrire</a> <a href="tel:+33536491234">appeler</a>',
    )
    expect(clean).toContain('href="mailto:contact@roques-avocat.example"')
    expect(clean).toContain('href="tel:+33536491234"')
  })

  it('drops scripts with their content and iframes with theirs', async () => {
    expect(
      await sanitizePostHtml('<p>avant</p><script>alert(1)</script><iframe>x</iframe><p>après</p>'),
    ).toBe('<p>avant</p><p>après</p>')
  })
})

describe('sanitizePostHtml: what WordPress may send that the page must still read well', () => {
  it('turns an embed into a link to it, so that its caption captions something', async () => {
    const clean = await sanitizePostHtml(
      '<figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper"><iframe title="Le bail commercial" src="https://www.youtube.com/embed/abc?feature=oembed" allowfullscreen></iframe></div><figcaption>Une vidéo</figcaption></figure>',
    )
    expect(clean).toContain(
      '<a href="https://www.youtube.com/embed/abc?feature=oembed" target="_blank" rel="noopener noreferrer">Voir «\u00a0Le bail commercial\u00a0» sur youtube.com</a>',
    )
    expect(clean).not.toContain('iframe')
    expect(
      await sanitizePostHtml('<p>a</p><iframe src="https://maps.example/x"></iframe>'),
    ).toContain('>Voir le contenu intégré sur maps.example</a>')
    expect(await sanitizePostHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe('')
  })

  it('keeps WordPress’s footnotes and heading anchors working, under ids of their own', async () => {
    // The core Footnotes block (WordPress 6.3+) and a heading's « Ancre HTML », as WordPress sends them.
    const clean = await sanitizePostHtml(
      [
        '<p><a href="#delais">Les délais</a></p>',
        '<p>Un arrêt<sup data-fn="0b9f4c2e-1a2b" class="fn"><a href="#0b9f4c2e-1a2b" id="0b9f4c2e-1a2b-link">1</a></sup>.</p>',
        '<h2 class="wp-block-heading" id="delais">Les délais</h2>',
        '<ol class="wp-block-footnotes"><li id="0b9f4c2e-1a2b">Cass. soc., 2024. <a href="#0b9f4c2e-1a2b-link" aria-label="Aller à la référence de la note de bas de page 1">↩︎</a></li></ol>',
      ].join(''),
    )
    expect(clean).toContain('<a href="#wp-delais">Les délais</a>')
    expect(clean).toContain('<h2 id="wp-delais">Les délais</h2>')
    expect(clean).toContain(
      '<sup><a href="#wp-0b9f4c2e-1a2b" id="wp-0b9f4c2e-1a2b-link">1</a></sup>',
    )
    expect(clean).toContain('<li id="wp-0b9f4c2e-1a2b">')
    expect(clean).toContain(
      '<a href="#wp-0b9f4c2e-1a2b-link" aria-label="Aller à la référence de la note de bas de page 1">',
    )
  })

  it('never gives WordPress an id of the page, nor one that is not a plain name', async () => {
    const clean = await sanitizePostHtml(
      '<p id="contenu">a</p><h3 id="x&quot; onclick=&quot;y">b</h3><img id="logo" src="https://blog.roques-avocat.example/wp-content/uploads/a.jpg" alt="">',
    )
    expect(clean).toContain('<p id="wp-contenu">a</p>')
    expect(clean).toContain('<h3>b</h3>')
    expect(clean).toContain('id="wp-logo"')
  })

  it('gives an image without alternative text an empty one, as decoration', async () => {
    const clean = await sanitizePostHtml(
      '<img src="https://blog.roques-avocat.example/wp-content/uploads/a.jpg">',
    )
    expect(clean).toContain('alt=""')
  })

  it('keeps the text of a link that leads nowhere, not the look of a link', async () => {
    expect(
      await sanitizePostHtml(
        '<p><a href="javascript:alert(1)">un</a> <a href=" java&#x09;script:alert(1)">deux</a> <a>trois</a> <a href="/blog">quatre</a></p>',
      ),
    ).toBe('<p><span>un</span> <span>deux</span> <span>trois</span> <a href="/blog">quatre</a></p>')
  })

  it('drops control characters, raw or as character references, and keeps a block’s lines', async () => {
    const clean = await sanitizePostHtml(
      '<p title="a&#27;b">Ti\u0000tre&#27;\u0085 &#x1f;fin\uFFFE</p><pre>a\tb\nc\u0007</pre>',
    )
    expect(clean).toBe('<p>Titre fin</p><pre>a\tb\nc</pre>')
  })

  it('keeps a Details block whole', async () => {
    expect(
      await sanitizePostHtml(
        '<details class="wp-block-details" open onclick="x"><summary>Voir</summary><p>Le détail</p></details>',
      ),
    ).toBe('<details open><summary>Voir</summary><p>Le détail</p></details>')
  })

  it('lets a keyboard reach a table that scrolls, whatever WordPress set on its figure', async () => {
    expect(
      await sanitizePostHtml(
        '<figure class="wp-block-table" tabindex="-1" role="presentation"><table><tr><td>a</td></tr></table></figure><figure class="wp-block-image" tabindex="0"></figure>',
      ),
    ).toBe(
      '<figure class="wp-block-table" tabindex="0" role="region" aria-label="Tableau"><table><tr><td>a</td></tr></table></figure><figure class="wp-block-image"></figure>',
    )
  })

  it('drops paragraphs left empty, and keeps one that holds only an image', async () => {
    const clean = await sanitizePostHtml(
      '<p></p><p> <br> </p><p><img src="https://ailleurs.example/x.png"></p><p><img src="https://blog.roques-avocat.example/wp-content/uploads/a.jpg" alt="Plan"></p><p>Texte</p>',
    )
    expect(clean).toMatch(/^<p><img [^>]*alt="Plan"[^>]*><\/p><p>Texte<\/p>$/)
  })
})
