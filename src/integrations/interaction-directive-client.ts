import type { ClientDirective } from 'astro'

/**
 * What shows that the visitor is about to use the island: the pointer over it (a mouse, before
 * the click), a touch or a click in it, the focus entering it (Tab, a screen reader's focus mode),
 * a key pressed in it. Each bubbles from the island's content to the `<astro-island>` element.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const

/** Set on a form whose submission was held until the island runs, which then submits it. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit'

/** The form of a `submit` event (the form) or of an `invalid` event (one of its controls). */
function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (target instanceof HTMLFormElement) return target
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  )
    return target.form
  return null
}

/**
 * The button a click reaches, when the island is to answer it: any button of the island but the
 * submit buttons of a form the browser validates, whose `submit` is held instead.
 */
function buttonOf(target: EventTarget | null, island: HTMLElement): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null
  if (!button || !island.contains(button)) return null
  if (button.type === 'submit' && button.form && !button.form.noValidate) return null
  return button
}

/**
 * The `client:interaction` directive (./interaction-directive.mjs): loads and starts the island at
 * the first of {@link INTENT_EVENTS} inside it, or at once when the focus already is inside it (a
 * tap or a Tab made before this script ran). With a value, `client:interaction="ID"`, the element
 * of that id, outside the island, starts it too: a control the island listens to without its
 * framework (the blog's search box, components/blog/list-filter.ts). Until then the island is its
 * server HTML, which must work alone. If the island's script cannot be fetched (the network lost;
 * Astro has already tried it twice), the next sign of use tries again.
 *
 * A click on one of its buttons before it runs (a tap: the touch starts the island, the click
 * follows at once) is held and made again once it runs, so that the tap is not lost: the share
 * button shares, a category button filters. If the island cannot start, the click is made again
 * without the directive in the way: a button of a form (`novalidate`: the browser checks nothing)
 * submits it to the server, as without JavaScript.
 *
 * For an island that holds a form the browser validates (the consultation form): the island says
 * that it validates and submits the form itself by setting `novalidate` on it once it runs. Until
 * then, a submission (its `submit` event, or the `invalid` events of the browser's own validation,
 * whose messages would show instead of the island's) is held: cancelled, the form marked with
 * {@link HELD_SUBMIT_ATTRIBUTE}, for the island to submit once it runs. The framework cannot take
 * that event itself: React drops a `submit` that reaches a tree it is still hydrating. If the
 * island cannot start, the mark is removed and the form submitted again without the directive in
 * the way, as the browser would have done (its own validation, then its own submission).
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  // Without a value Astro passes `true`, whatever its type says.
  const outside = typeof options.value === 'string' && document.getElementById(options.value)
  /** Where the visitor's intent is watched: the island, and the element it names. */
  const areas = outside ? [el, outside] : [el]
  let loading = false
  /** True while a held form or click is given back to the browser: its events pass. */
  let passing = false
  /** The button clicked before the island ran, to click again once it does. */
  let clicked: HTMLButtonElement | null = null

  const holdClick = (event: Event) => {
    const button = buttonOf(event.target, el)
    // `ssr` gone: the island runs, the click is its own.
    if (!button || passing || !el.hasAttribute('ssr')) return
    event.preventDefault()
    clicked = button
    void start()
  }

  const hold = (event: Event) => {
    const form = formOf(event.target)
    // `novalidate` from the server (a search, a filter): the browser submits it, as without script.
    if (!form || form.noValidate || passing) return
    event.preventDefault()
    form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '')
    void start()
  }

  const listen = () => {
    for (const area of areas)
      for (const type of INTENT_EVENTS) area.addEventListener(type, start, { passive: true })
  }

  const start = async () => {
    if (loading) return
    loading = true
    for (const area of areas)
      for (const type of INTENT_EVENTS) area.removeEventListener(type, start)
    const hydrate = await load()
    await hydrate()
    const button = clicked
    clicked = null
    // Astro removes `ssr` once it has handed the island to its framework.
    if (!el.hasAttribute('ssr')) {
      el.removeEventListener('submit', hold)
      el.removeEventListener('invalid', hold, true)
      el.removeEventListener('click', holdClick)
      button?.click()
      return
    }
    // Not started: the island's script could not be fetched. Its held forms and clicks are the
    // browser's.
    if (button) {
      passing = true
      try {
        button.click()
      } finally {
        passing = false
      }
    }
    for (const form of el.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`)) {
      form.removeAttribute(HELD_SUBMIT_ATTRIBUTE)
      passing = true
      try {
        form.requestSubmit()
      } finally {
        passing = false
      }
    }
    loading = false
    listen()
  }

  listen()
  el.addEventListener('submit', hold)
  el.addEventListener('click', holdClick)
  // `invalid` does not bubble: listened to on its way down.
  el.addEventListener('invalid', hold, true)
  if (areas.some((area) => area.contains(document.activeElement))) void start()
}

export default interactionDirective
