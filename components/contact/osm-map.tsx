'use client'

import { MapPin } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonClass } from '@/components/ui/button-link'
import { mapCopy } from '@/content/contact'
import { osmEmbedUrl, osmPageUrl } from '@/lib/contact/map'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * Embedded OpenStreetMap of the practice (spec §2 « Contact », §7 « embedded map »), loaded only
 * when the visitor reaches it (IntersectionObserver) or asks for it (« Afficher la carte »), so
 * that no request reaches the provider before then (CONTENT.md « Third parties »). Until then a
 * static placeholder names the provider and what it receives. Without JavaScript, the control is a
 * link to the same point on openstreetmap.org. Placeholder and map share one fixed-ratio box, so
 * loading the map moves nothing (CLS 0).
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

  useEffect(() => {
    const node = box.current
    if (shown || !node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        // A keyboard visitor on the « Afficher la carte » button decides with it: loading the
        // map under their focus would take the button away from them.
        if (box.current?.contains(document.activeElement)) return
        if (entries.some((entry) => entry.isIntersecting)) show()
      },
      // A little ahead of the viewport, so that the map is drawing by the time it scrolls in.
      { rootMargin: '150px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [shown])

  return (
    <div
      ref={box}
      className="relative aspect-square w-full sm:aspect-[16/9] lg:aspect-[21/9] overflow-hidden rounded-2xl border border-border bg-surface-muted"
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
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 overflow-auto p-6 text-center">
          <MapPin aria-hidden="true" className="size-10 shrink-0 text-accent" />
          <p className="font-serif text-xl font-semibold">{mapCopy.placeholderTitle}</p>
          <p className="max-w-xl text-sm leading-relaxed text-muted">{mapCopy.placeholderText}</p>
          {interactive ? (
            <button type="button" onClick={show} className={buttonClass('primary')}>
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
        </div>
      )}
    </div>
  )
}
