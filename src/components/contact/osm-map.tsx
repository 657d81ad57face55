import { MapPin } from 'lucide-react'
import { buttonClass } from '@/components/ui/button-link'
import { mapCopy } from '@/content/contact'
import { osmEmbedUrl, osmPageUrl } from '@/lib/contact/map'

/**
 * Embedded OpenStreetMap of the practice (docs/specification.md « Contact »), loaded only when the
 * visitor asks for it (« Afficher la carte »): scrolling to it loads nothing, so that no request
 * reaches the provider without the visitor's consent (RGPD art. 6, 1, a; see /confidentialite).
 * Under the button (or the link that stands in for it), a sentence says what a click loads and
 * from whom. The choice is not remembered: the map is asked for again on the next visit.
 *
 * HTML only: the map's `<iframe>` waits in a `<template>`, whose content the browser neither
 * renders nor loads, and ./show-map-on-click.ts (the contact page's script, a few lines) puts it
 * in place of the placeholder on the click. Without JavaScript the button is hidden and a link to
 * the same point on openstreetmap.org stands in (`data-requires-js` / `data-without-js`,
 * src/styles/globals.css). Placeholder and map share one fixed-ratio box, so loading the map moves
 * nothing (CLS 0).
 *
 * @param latitude WGS 84 degrees, from `site.address`.
 * @param longitude WGS 84 degrees, from `site.address`.
 */
export function OsmMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  return (
    <div
      data-osm-map
      className="relative aspect-[4/5] w-full overflow-hidden rounded-2xl border border-border bg-surface-muted max-[26rem]:aspect-[2/3] max-[22.5rem]:aspect-[3/5] sm:aspect-[16/9] lg:aspect-[21/9] print:hidden"
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center-safe gap-4 overflow-auto p-6 text-center">
        <MapPin aria-hidden="true" className="hidden size-10 shrink-0 text-accent sm:block" />
        <p className="font-serif text-xl font-semibold">{mapCopy.placeholderTitle}</p>
        <p className="max-w-xl text-sm leading-relaxed text-muted">{mapCopy.placeholderText}</p>
        <button
          type="button"
          data-map-show
          data-requires-js
          aria-describedby="carte-avertissement"
          className={buttonClass('primary')}
        >
          {mapCopy.show}
        </button>
        <a
          href={osmPageUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          data-without-js
          aria-describedby="carte-avertissement"
          className={buttonClass('primary')}
        >
          {mapCopy.showNoScript}
          <span className="sr-only"> {mapCopy.newTab}</span>
        </a>
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
      </div>
      <template data-map-frame>
        <iframe
          src={osmEmbedUrl(latitude, longitude)}
          title={mapCopy.iframeTitle}
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </template>
    </div>
  )
}
