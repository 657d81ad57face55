// @ts-check
import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, fontProviders } from 'astro/config'
import { wordPressImagePatterns } from './src/lib/wordpress-api-url.mjs'

/**
 * The site: every route rendered on demand by Astro's Node adapter in middleware mode, served by
 * server/server.mjs (compression, static files, health, shutdown: README « Deploying »); React
 * for every component, islands only where a part needs the browser (docs/architecture.md).
 */
export default defineConfig({
  site: process.env.SITE_URL?.trim() || 'http://localhost:3000',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), (await import('./src/integrations/interaction-directive.mjs')).default()],
  trailingSlash: 'never',
  build: { format: 'file' },
  // Pages are not prefetched by a script: the browser's own navigation (docs/architecture.md).
  prefetch: false,
  devToolbar: { enabled: false },
  compressHTML: true,
  vite: { plugins: [tailwindcss()] },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['system-ui', 'Arial'],
      options: {
        variants: [
          { src: ['./src/assets/fonts/inter-latin-wght-400-900-normal.woff2'], weight: '400 900', style: 'normal', display: 'swap' },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Source Serif 4',
      cssVariable: '--font-source-serif',
      fallbacks: ['Georgia', 'Times New Roman'],
      options: {
        variants: [
          { src: ['./src/assets/fonts/source-serif-4-latin-wght-400-900-normal.woff2'], weight: '400 900', style: 'normal', display: 'swap' },
        ],
      },
    },
  ],
  image: {
    // WordPress's media origin, the only remote one: read at build time from WORDPRESS_API_URL.
    remotePatterns: wordPressImagePatterns(process.env.WORDPRESS_API_URL),
  },
  security: {
    checkOrigin: true,
    // Scripts by hash only; styles also inline (React's `style` attributes, the fonts' @font-face):
    // Astro hashes no style when 'unsafe-inline' is given (Astro « Content Security Policy »).
    // frame-ancestors, which a <meta> policy cannot carry, is a header of server/server.mjs.
    csp: {
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        'frame-src https://www.openstreetmap.org',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' mailto:",
      ],
    },
  },
})
