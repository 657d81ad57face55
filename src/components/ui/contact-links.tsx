import { emailHref, phoneHref, siteContact } from '@/content/site-contact'
import { replaceMatches } from './replace-matches'

const LINKS: ReadonlyMap<string, string> = new Map([
  [siteContact.phoneDisplay, phoneHref],
  [siteContact.email, emailHref],
])
const MENTION = new RegExp(
  [...LINKS.keys()].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'g',
)

/**
 * `text` with each mention of the practice's number or e-mail address (`site.contact`) as its
 * `tel:` or `mailto:` link: a visitor told to call or write does it in one tap
 * (docs/specification.md « Purpose »). A link inside a sentence is exempt from the 44-pixel target
 * size (WCAG 2.5.5).
 */
export function WithContactLinks({ text }: { text: string }) {
  return (
    <>
      {replaceMatches(text, MENTION, (mention, offset) => (
        <a
          key={offset}
          href={LINKS.get(mention)}
          className="font-medium whitespace-nowrap text-accent underline underline-offset-2"
        >
          {mention}
        </a>
      ))}
    </>
  )
}
