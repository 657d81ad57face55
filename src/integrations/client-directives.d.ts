import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    /** Starts the island at the visitor's first interaction with it (./interaction-directive.mjs). */
    'client:interaction'?: boolean
    /** Starts the island when the event of this name is dispatched on `window` (./event-directive.mjs). */
    'client:event'?: string
  }
}
