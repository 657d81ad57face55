import { phoneHref, site } from '@/content/site'

/**
 * `text` with each occurrence of the practice's number (`site.contact.phoneDisplay`) as a `tel:`
 * link: a visitor told to call does it in one tap (docs/specification.md « Purpose »). A link
 * inside a sentence is exempt from the 44-pixel target size (WCAG 2.5.8).
 */
export function WithPhoneLinks({ text }: { text: string }) {
  const [first, ...rest] = text.split(site.contact.phoneDisplay)
  return (
    <>
      {first}
      {rest.map((after, i) => (
        <span key={i}>
          <a
            href={phoneHref}
            className="font-medium whitespace-nowrap text-accent underline underline-offset-2"
          >
            {site.contact.phoneDisplay}
          </a>
          {after}
        </span>
      ))}
    </>
  )
}
