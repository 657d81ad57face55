// @ts-check
import { fileURLToPath } from 'node:url'

/**
 * `client:interaction`, a client directive added through Astro's « Custom client directives »
 * API: the island starts at the visitor's first sign of using it, not when the page loads or when
 * it scrolls into view (docs/architecture.md « Islands »: for a part that is idle until touched).
 * What it listens to is ./interaction-directive-client.ts.
 *
 * @returns the Astro integration that registers the directive.
 */
export default function interactionDirective() {
  return {
    name: 'interaction-directive',
    hooks: {
      /** @param {{ addClientDirective: (directive: { name: string, entrypoint: string | URL }) => void }} options */
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive-client.ts', import.meta.url)),
        })
      },
    },
  }
}
