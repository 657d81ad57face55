/** How far below (or above) the screen `element` may be when its code starts loading, in pixels. */
const MARGIN_PX = 200

/**
 * How long the page waits, in milliseconds, before loading anyway for a visitor who neither
 * scrolled to the element nor touched a key: a screen reader's browse mode moves through the page
 * without either, and what loads then arrives while the visitor reads, not while the page starts.
 */
const IDLE_MS = 5000

/** The longest wait for an idle period after {@link IDLE_MS}, in milliseconds. */
const IDLE_TIMEOUT_MS = 1000

/**
 * What makes a visitor likely to reach the element soon: a key (Tab), a touch or a click, the focus
 * moving (a screen reader moves it as it reads through links and controls).
 */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'focusin'] as const

/**
 * Calls `load` once, at the first sign that the visitor may use `element`: it comes within
 * {@link MARGIN_PX} pixels of the screen (IntersectionObserver, which also fires at once when it
 * already is on screen), a key is pressed, the screen touched or the focus moved anywhere in the
 * page, the focus already is on an element when this is called (a key or a tap before hydration,
 * a link followed from another page of the site), or {@link IDLE_MS} milliseconds have passed
 * (then at the browser's next idle period, at most {@link IDLE_TIMEOUT_MS} later). For code that a
 * page needs only when the visitor gets there, so that it is not downloaded and run while the page
 * starts (README « Lighthouse »): on a phone, that run is what Lighthouse counts as blocking time.
 *
 * @param element The element whose code is loaded; `null` loads at once.
 * @param load Called once, never again after the returned function is called.
 * @returns A function that removes the observer, the listeners and the timer (for an effect's
 *   cleanup).
 */
export function whenNeeded(element: Element | null, load: () => void): () => void {
  const focused = typeof document === 'object' ? document.activeElement : null
  const interacted = focused !== null && focused !== document.body
  if (!element || typeof IntersectionObserver !== 'function' || interacted) {
    load()
    return () => {}
  }
  let done = false
  let idle: number | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire()
    },
    { rootMargin: `${MARGIN_PX}px 0px` },
  )
  const timer = window.setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS })
    } else fire()
  }, IDLE_MS)

  function stop() {
    observer.disconnect()
    for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, true)
    window.clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
  function fire() {
    if (done) return
    done = true
    stop()
    load()
  }

  observer.observe(element)
  // Capture phase: a handler that stops the event's propagation does not hide it.
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, fire, { capture: true, passive: true })
  return () => {
    done = true
    stop()
  }
}
