/*
 * The practice's phone and e-mail, part of its identity (./site.ts, `site.contact`, which re-exports
 * all of this), in a module of their own so that the consultation form's island carries these
 * facts and not the whole of `site`: a bundler keeps every module-level text built from `site`
 * (docs/benchmarks.md « Script per route »).
 */
/** How to reach the practice: `site.contact` (./site.ts). */
export const siteContact = {
  /** Pairs of digits joined by non-breaking spaces: a number never breaks across two lines. */
  phoneDisplay: '05 36 49 12 34',
  /** E.164 form used in `tel:` links and JSON-LD. */
  phoneE164: '+33536491234',
  email: 'contact@roques-avocat.example',
}

/** `tel:` URL of the practice. */
export const phoneHref = `tel:${siteContact.phoneE164}`
/** `mailto:` URL of the practice. */
export const emailHref = `mailto:${siteContact.email}`
