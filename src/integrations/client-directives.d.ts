import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Starts the island at the visitor's first interaction with it, or with the element whose id
     * is given (./interaction-directive.mjs).
     */
    'client:interaction'?: boolean | string
    /** Starts the island when the event of this name is dispatched on `window` (./event-directive.mjs). */
    'client:event'?: string
  }
}
