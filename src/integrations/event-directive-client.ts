import type { ClientDirective } from 'astro'

/**
 * The `client:event` directive (./event-directive.mjs): loads and starts the island at the first
 * event named by the directive's value dispatched on `window`. Until then the island is its
 * server HTML. If its script cannot be fetched (the network lost; Astro has already tried it
 * twice), the next such event tries again.
 */
const eventDirective: ClientDirective = (load, options, el) => {
  const name = String(options.value)
  let loading = false
  const start = async () => {
    if (loading) return
    loading = true
    const hydrate = await load()
    await hydrate()
    // Astro removes `ssr` once it has handed the island to its framework.
    if (!el.hasAttribute('ssr')) window.removeEventListener(name, start)
    loading = false
  }
  window.addEventListener(name, start)
}

export default eventDirective
