/**
 * The contact page's map on demand (components/contact/osm-map.tsx): on a click of « Afficher la
 * carte », the `<iframe>` waiting in the box's `<template>` replaces the placeholder, and takes the
 * focus when the button had it, rather than leaving it on the removed button. Nothing is
 * requested from OpenStreetMap before that click (docs/specification.md « Contact »; RGPD art. 6,
 * 1, a). Run once by src/pages/contact.astro's script.
 *
 * @param root where to look for the maps' boxes (`[data-osm-map]`); the document by default.
 */
export function showMapOnClick(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-osm-map]')) {
    const button = box.querySelector<HTMLButtonElement>('[data-map-show]')
    const frame = box.querySelector<HTMLTemplateElement>('template[data-map-frame]')
    if (!button || !frame) continue
    button.addEventListener(
      'click',
      () => {
        const focused = box.contains(document.activeElement)
        box.replaceChildren(frame.content.cloneNode(true))
        if (focused) box.querySelector('iframe')?.focus()
      },
      { once: true },
    )
  }
}
