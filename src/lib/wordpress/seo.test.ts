import { describe, expect, it } from 'vitest'
import { canonicalFrom, seoFromRankMath, seoFromYoast, yoastNoindex, type SeoContext } from './seo'

/*
 * Neither plugin can be installed here: the fixtures are written from their developer
 * documentation, and the tests are named after it.
 */

/**
 * Yoast SEO developer portal, « Yoast SEO - REST API », « Example output »: the `json` of
 * `yoast/v1/get_head` for https://yoast.com/site-structure-the-ultimate-guide/, which the page says
 * is what `yoast_head_json` holds on a post's REST answer (its `schema` graph left out, the site
 * does not read it). It has no `title`.
 */
const YOAST_DOCUMENTED = {
  description:
    'Your site structure is vital for users and SEO. Our complete guide will lead you through all steps necessary to create a sound site structure.',
  robots: {
    index: 'index',
    follow: 'follow',
    'max-snippet': 'max-snippet:-1',
    'max-image-preview': 'max-image-preview:large',
    'max-video-preview': 'max-video-preview:-1',
  },
  canonical: 'https://yoast.com/site-structure-the-ultimate-guide/',
  og_locale: 'en_US',
  og_type: 'article',
  og_title: 'Site structure: the ultimate guide',
  og_description:
    'Your site structure is vital for users and SEO. Our complete guide will lead you through all steps necessary to create a sound site structure.',
  og_url: 'https://yoast.com/site-structure-the-ultimate-guide/',
  og_site_name: 'Yoast',
  article_publisher: 'https://www.facebook.com/yoast',
  article_author: 'https://www.facebook.com/mariekerakt',
  article_published_time: '2020-08-19T12:00:37+00:00',
  article_modified_time: '2021-06-29T12:04:21+00:00',
  og_image: [
    {
      width: 1200,
      height: 675,
      url: 'https://yoast.com/app/uploads/2020/08/posts_artwork_social_share-2021-04-16T115915.180.png',
      path: '/home/yoast/shared/yoast.com/www/web/app/uploads/2020/08/posts_artwork_social_share-2021-04-16T115915.180.png',
      size: 'full',
      id: '2908751',
      alt: '',
      pixels: 810000,
      type: 'image/png',
    },
  ],
  twitter_card: 'summary_large_image',
  twitter_creator: '@mariekerakt',
  twitter_site: '@yoast',
  twitter_misc: { 'Est. reading time': '18 minutes' },
}

/** The documented post, as the site would read it from yoast.com's WordPress. */
const YOAST_CONTEXT: SeoContext = {
  slug: 'site-structure-the-ultimate-guide',
  link: 'https://yoast.com/site-structure-the-ultimate-guide/',
  featuredImage: 'https://yoast.com/app/uploads/2016/11/Site_structure_ultimate_guide_FI.png',
  siteOrigin: 'https://www.example.fr',
  wordpressOrigin: 'https://yoast.com',
}

/**
 * Rank Math's `GET rankmath/v1/getHead?url=` (Rank Math knowledge base « Headless CMS Support »),
 * as its code answers it: `{ success: true, head }` (`RankMath\Rest\Headless::get_head`), the head
 * being what its `rank_math/head` action prints (`RankMath\Frontend\Head`: the title, then
 * `<meta name="description" content="…"/>`, `<meta name="robots" content="…"/>` joined with
 * `, `, `<link rel="canonical" href="…" />`; its Open Graph module's `og:image` tags).
 */
function rankMathHead(robots: string, canonical: string | null): { success: true; head: string } {
  return {
    success: true,
    head: [
      '',
      '<!-- Search Engine Optimization by Rank Math - https://s.rankmath.com/home -->',
      '<title>Contester un licenciement : les délais &#8211; Cabinet Roques</title>',
      '<meta name="description" content="Douze mois pour agir : ce que prévoit l&#039;article L. 1471-1 du code du travail."/>',
      `<meta name="robots" content="${robots}"/>`,
      canonical === null ? '' : `<link rel="canonical" href="${canonical}" />`,
      '<meta property="og:locale" content="fr_FR" />',
      '<meta property="og:type" content="article" />',
      '<meta property="og:image" content="https://blog.example.fr/wp-content/uploads/2026/10/partage.png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Calendrier des délais" />',
      '<!-- /Rank Math WordPress SEO plugin -->',
      '',
    ].join('\n'),
  }
}

const RANK_MATH_CONTEXT: SeoContext = {
  slug: 'contester-un-licenciement',
  link: 'https://blog.example.fr/contester-un-licenciement/',
  featuredImage: 'https://blog.example.fr/wp-content/uploads/2026/10/delais.jpg',
  siteOrigin: 'https://www.example.fr',
  wordpressOrigin: 'https://blog.example.fr',
}

describe('Yoast SEO’s yoast_head_json (developer portal « REST API »)', () => {
  it('reads the documented example: description, robots, its own canonical, the social image; no title there', () => {
    expect(seoFromYoast(YOAST_DOCUMENTED, YOAST_CONTEXT)).toEqual({
      title: null,
      description:
        'Your site structure is vital for users and SEO. Our complete guide will lead you through all steps necessary to create a sound site structure.',
      noindex: false,
      nofollow: false,
      canonical: null,
      image: {
        url: 'https://yoast.com/app/uploads/2020/08/posts_artwork_social_share-2021-04-16T115915.180.png',
        width: 1200,
        height: 675,
        alt: '',
      },
    })
    expect(yoastNoindex(YOAST_DOCUMENTED)).toBe(false)
  })

  it('takes the editor’s title, entities decoded, with French typography', () => {
    const seo = seoFromYoast(
      { ...YOAST_DOCUMENTED, title: 'Site structure&nbsp;: l&#8217;essentiel &#8211; Yoast' },
      YOAST_CONTEXT,
    )
    expect(seo?.title).toBe('Site structure\u00a0: l’essentiel – Yoast')
  })

  it('reads noindex and nofollow', () => {
    const noindex = { ...YOAST_DOCUMENTED, robots: { index: 'noindex', follow: 'nofollow' } }
    expect(seoFromYoast(noindex, YOAST_CONTEXT)).toMatchObject({ noindex: true, nofollow: true })
    expect(yoastNoindex(noindex)).toBe(true)
    expect(yoastNoindex({ robots: { index: 'noindex' } })).toBe(true)
  })

  it('leaves out the featured image, Yoast’s own default, and an image that is not an http(s) URL', () => {
    const images = [
      { url: YOAST_CONTEXT.featuredImage, width: 1200, height: 630 },
      { url: 'javascript:alert(1)' },
    ]
    expect(seoFromYoast({ ...YOAST_DOCUMENTED, og_image: images }, YOAST_CONTEXT)?.image).toBeNull()
  })

  it('keeps the valid fields of a malformed answer, and reads none from what is not one', () => {
    const malformed = { ...YOAST_DOCUMENTED, robots: 12, og_image: 'image.png', title: ['x'] }
    expect(seoFromYoast(malformed, YOAST_CONTEXT)).toMatchObject({
      title: null,
      description: YOAST_DOCUMENTED.description,
      noindex: false,
      image: null,
    })
    // A WordPress without Yoast SEO sends no such field.
    for (const absent of [undefined, null, 'yoast', []])
      expect(seoFromYoast(absent, YOAST_CONTEXT)).toBeNull()
  })
})

describe('a canonical URL leads to the site, or to a post of WordPress, never elsewhere', () => {
  it('keeps a path of the site’s own origin', () => {
    expect(canonicalFrom('https://www.example.fr/honoraires?x=1', YOAST_CONTEXT)).toEqual({
      sitePath: '/honoraires?x=1',
    })
  })

  it('reads the post’s own address as its own, and another post’s as that post’s article', () => {
    expect(canonicalFrom(YOAST_CONTEXT.link, YOAST_CONTEXT)).toBeNull()
    expect(canonicalFrom('https://yoast.com/wordpress-seo/', YOAST_CONTEXT)).toEqual({
      postSlug: 'wordpress-seo',
    })
    const dated = {
      ...RANK_MATH_CONTEXT,
      link: 'https://blog.example.fr/2026/10/contester-un-licenciement/',
    }
    expect(canonicalFrom('https://blog.example.fr/2026/03/d%C3%A9lais/', dated)).toEqual({
      postSlug: 'd%C3%A9lais',
    })
  })

  it('ignores another origin, a WordPress address not shaped like a post’s, and what is not a URL', () => {
    for (const ignored of [
      'https://autre-cabinet.example/contester-un-licenciement/',
      'http://yoast.com.evil.example/site-structure-the-ultimate-guide/',
      'https://yoast.com/category/seo/site-structure/',
      'https://yoast.com/../etc/passwd',
      'javascript:alert(1)',
      'pas une URL',
      '',
      null,
    ])
      expect(canonicalFrom(ignored, YOAST_CONTEXT), String(ignored)).toBeNull()
  })
})

describe('Rank Math’s getHead (knowledge base « Headless CMS Support »)', () => {
  it('reads the title, description, robots, canonical and social image of its head', () => {
    const seo = seoFromRankMath(
      rankMathHead(
        'follow, index, max-snippet:-1, max-video-preview:-1, max-image-preview:large',
        RANK_MATH_CONTEXT.link,
      ),
      RANK_MATH_CONTEXT,
    )
    expect(seo).toEqual({
      title: 'Contester un licenciement\u00a0: les délais – Cabinet Roques',
      description:
        'Douze mois pour agir\u00a0: ce que prévoit l’article\u00a0L.\u00a01471-1 du code du travail.',
      noindex: false,
      nofollow: false,
      canonical: null,
      image: {
        url: 'https://blog.example.fr/wp-content/uploads/2026/10/partage.png',
        width: 1200,
        height: 630,
        alt: 'Calendrier des délais',
      },
    })
  })

  it('reads noindex, for which Rank Math prints no canonical URL', () => {
    const seo = seoFromRankMath(rankMathHead('noindex, nofollow', null), RANK_MATH_CONTEXT)
    expect(seo).toMatchObject({ noindex: true, nofollow: true, canonical: null })
  })

  it('ignores a canonical URL outside the site and WordPress', () => {
    const seo = seoFromRankMath(
      rankMathHead('follow, index', 'https://copie.example/contester-un-licenciement/'),
      RANK_MATH_CONTEXT,
    )
    expect(seo?.canonical).toBeNull()
  })

  it('reads nothing from an answer that is not Rank Math’s', () => {
    for (const other of [null, { success: false }, { head: 1 }, { code: 'rest_no_route' }])
      expect(seoFromRankMath(other, RANK_MATH_CONTEXT)).toBeNull()
  })
})
