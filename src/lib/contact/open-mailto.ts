/**
 * Opens a `mailto:` URL in the visitor's mail client by clicking a temporary link, the way a visitor
 * would. A link click (rather than assigning `window.location.href`) never unloads the page, even
 * in browsers that treat an unhandled scheme as a navigation, and browser tests can observe it by
 * wrapping `HTMLAnchorElement.prototype.click`.
 *
 * Must run in the browser, during or shortly after the visitor's submit (browsers launch external
 * mail clients only with a recent user gesture).
 *
 * @param url a `mailto:` URL, e.g. from `buildConsultationEmail`.
 * @throws {Error} when `url` is not a `mailto:` URL, or when there is no document.
 */
export function openMailto(url: string): void {
  if (!url.startsWith('mailto:')) throw new Error('openMailto attend une adresse mailto:')
  const link = document.createElement('a')
  link.href = url
  link.hidden = true
  // Attached during the click: some browsers ignore clicks on detached links.
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
  }
}
