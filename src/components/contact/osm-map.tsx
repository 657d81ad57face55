'use client'

import { MapPin } from '@/components/ui/icons'
import { useEffect, useRef, useState } from 'react'
import { buttonClass } from '@/components/ui/button-link'
import { mapCopy } from '@/content/contact'
import { osmEmbedUrl, osmPageUrl } from '@/lib/contact/map'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * Embedded OpenStreetMap of the practice (docs/specification.md « Contact », « Consultation form
 * »), loaded only when the visitor asks for it (« Afficher la carte »): scrolling to it loads
 * nothing, so that no request reaches the provider without the visitor's consent
 * (docs/specification.md « Rules for the copy », third parties; RGPD art. 6, 1, a, see
 * /confidentialite). Under the button, a sentence says what a click loads and from whom. The choice
 * is not remembered: the map is asked for again on the next visit. Without JavaScript, the control
 * is a link to the same point on openstreetmap.org. Placeholder and map share one fixed-ratio box,
 * so loading the map moves nothing (CLS 0).
 *
 * @param latitude WGS 84 degrees, from `site.address`.
 * @param longitude WGS 84 degrees, from `site.address`.
 */
export function OsmMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const [shown, setShown] = useState(false)
  // False in the server HTML and during hydration, true once React runs in the browser.
  const interactive = useHydrated()
  const box = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  // When the button is pressed, the map replaces it: focus goes to the map rather than back to
  // the top of the page.
  const [focusMap, setFocusMap] = useState(false)

  function show() {
    setFocusMap(Boolean(box.current?.contains(document.activeElement)))
    setShown(true)
  }

  useEffect(() => {
    if (shown && focusMap) frame.current?.focus()
  }, [shown, focusMap])

  return (
    <div
      ref={box}
      className="relative aspect-[4/5] w-full overflow-hidden rounded-2xl border border-border bg-surface-muted max-[26rem]:aspect-[2/3] max-[22.5rem]:aspect-[3/5] sm:aspect-[16/9] lg:aspect-[21/9] print:hidden"
    >
      {shown ? (
        <iframe
          ref={frame}
          src={osmEmbedUrl(latitude, longitude)}
          title={mapCopy.iframeTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center-safe gap-4 overflow-auto p-6 text-center">
          <MapPin aria-hidden="true" className="hidden size-10 shrink-0 text-accent sm:block" />
          <p className="font-serif text-xl font-semibold">{mapCopy.placeholderTitle}</p>
          <p className="max-w-xl text-sm leading-relaxed text-muted">{mapCopy.placeholderText}</p>
          {interactive ? (
            <button
              type="button"
              onClick={show}
              aria-describedby="carte-avertissement"
              className={buttonClass('primary')}
            >
              {mapCopy.show}
            </button>
          ) : (
            <a
              href={osmPageUrl(latitude, longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary')}
            >
              {mapCopy.showNoScript}
              <span className="sr-only"> {mapCopy.newTab}</span>
            </a>
          )}
          {interactive ? (
            <p
              id="carte-avertissement"
              data-map-disclosure
              className="max-w-xl text-sm leading-relaxed text-muted"
            >
              {mapCopy.disclosure}{' '}
              <a
                href="/confidentialite#donnees-collectees"
                className="font-semibold text-accent underline underline-offset-4 hover:no-underline"
              >
                {mapCopy.disclosureLink}
              </a>
            </p>
          ) : null}
        </div>
      )}
    </div>
  )
}
