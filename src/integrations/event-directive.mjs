// @ts-check
import { fileURLToPath } from 'node:url'

/**
 * `client:event="name"`, a client directive added through Astro's « Custom client directives »
 * API: the island starts when another island asks for it, by dispatching the event `name` on
 * `window` (a toast to show, a message to display), so that its code stays out of the script that
 * island loads to start (docs/architecture.md « Islands »). What it listens to is
 * ./event-directive-client.ts.
 *
 * @returns the Astro integration that registers the directive.
 */
export default function eventDirective() {
  return {
    name: 'event-directive',
    hooks: {
      /** @param {{ addClientDirective: (directive: { name: string, entrypoint: string | URL }) => void }} options */
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'event',
          entrypoint: fileURLToPath(new URL('./event-directive-client.ts', import.meta.url)),
        })
      },
    },
  }
}
