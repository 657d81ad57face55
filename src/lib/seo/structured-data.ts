import type { BlogPosting, BreadcrumbList, LegalService, Person, WithContext } from 'schema-dts'
import { site } from '@/content/site'
import { articlePath, articleSocialImagePath } from '../blog/url'
import { getSiteUrl } from '../env'
import { truncateAtWord } from '../format'
import { socialImagePath } from './social-image'
import type { Post } from '../wordpress/types'

/*
 * JSON-LD of schema.org (docs/specification.md « Quality »), typed with schema-dts. No review or
 * rating markup for the testimonials: search engines ignore self-serving reviews of a business on
 * its own site.
 */

const absolute = (path: string) => new URL(path, getSiteUrl()).href
const practiceId = () => absolute('/#cabinet')
const lawyerId = () => absolute('/a-propos#avocat')

/** The practice (`LegalService`) and the lawyer (`Person`), on every page. */
export function practiceGraph(): {
  '@context': 'https://schema.org'
  '@graph': [LegalService, Person]
} {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    addressCountry: site.address.country,
  } as const
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'LegalService',
        '@id': practiceId(),
        name: site.firm.name,
        alternateName: site.name,
        url: absolute('/'),
        image: absolute(socialImagePath('/')),
        telephone: site.contact.phoneE164,
        email: site.contact.email,
        address,
        geo: {
          '@type': 'GeoCoordinates',
          latitude: site.address.latitude,
          longitude: site.address.longitude,
        },
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [...site.hours.days],
          opens: site.hours.opens,
          closes: site.hours.closes,
        },
        areaServed: site.areasServed.map((name) => ({ '@type': 'City', name })),
        // The only partner is a member of the firm, not its employee (docs/specification.md « Legal
        // choices »: one partner).
        member: { '@id': lawyerId() },
        knowsAbout: ['Droit des affaires', 'Droit du travail', 'Droit international', 'Médiation'],
        priceRange: 'Première consultation gratuite',
      },
      {
        '@type': 'Person',
        '@id': lawyerId(),
        name: `Maître ${site.lawyer.fullName}`,
        givenName: site.lawyer.givenName,
        familyName: site.lawyer.familyName,
        jobTitle: 'Avocat associé',
        worksFor: { '@id': practiceId() },
        url: absolute('/a-propos'),
        telephone: site.contact.phoneE164,
        email: site.contact.email,
        address,
        memberOf: { '@type': 'Organization', name: `Barreau de ${site.address.city}` },
      },
    ],
  }
}

/** A trail starting at the home page; `href` is a path of the site. */
export function breadcrumbList(
  items: readonly { name: string; href: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(item.href),
    })),
  }
}

/** Where an article's author is described: the lawyer's page, when the author is the lawyer. */
export function authorPage(author: string | null): string | null {
  return author === null || author === site.lawyer.fullName ? absolute('/a-propos') : null
}

/**
 * The author is the lawyer's `Person` (on /a-propos) when WordPress names him or hides the name.
 * Headline and description are cut at a word, to Google's 110 characters for a headline.
 */
export function blogPosting(post: Post): WithContext<BlogPosting> {
  const url = absolute(articlePath(post.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: truncateAtWord(post.title, 110),
    description: truncateAtWord(post.excerpt, 300),
    datePublished: post.date,
    dateModified: post.modified,
    inLanguage: 'fr-FR',
    author: authorPage(post.author)
      ? { '@id': lawyerId() }
      : { '@type': 'Person', name: post.author ?? '' },
    publisher: { '@id': practiceId() },
    image: absolute(articleSocialImagePath(post.slug)),
    articleSection: post.categories.map((category) => category.name),
  }
}

/** A data block's JSON (JSON-LD, an island's data), `<` escaped: no text can close its script. */
export function serializeJsonBlock(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
