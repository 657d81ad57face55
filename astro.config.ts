import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, fontProviders } from 'astro/config'
import { createHash, randomBytes } from 'node:crypto'
import { nodeServer } from './src/integrations/node-server.ts'
import { precompress } from './src/integrations/precompress.ts'
import { CSP_DIRECTIVES } from './server/security-headers.ts'
import eventDirective from './src/integrations/event-directive.mjs'
import interactionDirective from './src/integrations/interaction-directive.mjs'
import placeholderFacts from './src/integrations/placeholder-facts.mjs'
import { LIST_CACHE_KEY_PARAMETERS } from './src/lib/blog/url'
import { TAGS } from './src/lib/constants'
import { MAX_REQUEST_BODY_BYTES } from './src/lib/request-body'
import { routeRules } from './src/lib/routes'
import { SPECULATION_RULES } from './src/lib/speculation-rules'
import { wordPressImagePatterns } from './src/lib/wordpress/api-url.mjs'

/**
 * Id of this build (`BUILD_ID` when set, else the time and a random suffix): `/api/health` answers
 * it and the route cache keeps each build's pages apart in Redis (src/lib/env.ts `getBuildId`).
 */
const BUILD_ID =
  process.env.BUILD_ID?.trim() || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

/**
 * The site: every route rendered on demand by Astro's Node adapter in middleware mode, served by
 * server/server.ts (compression, static files, health, shutdown: README « Deploying »); React
 * for every component, islands only where a part needs the browser (docs/architecture.md).
 */
export default defineConfig({
  site: process.env.SITE_URL?.trim() || 'http://localhost:3000',
  output: 'server',
  // No body past 64 KiB is read (Astro « Node adapter », `bodySizeLimit`; 1 GiB by default); each
  // endpoint reads less (src/lib/request-body.ts).
  adapter: node({ mode: 'middleware', bodySizeLimit: MAX_REQUEST_BODY_BYTES }),
  // precompress last: it compresses the browser's text files once every other integration has
  // written them (src/integrations/precompress.ts).
  integrations: [
    react(),
    interactionDirective(),
    eventDirective(),
    placeholderFacts(),
    nodeServer(),
    precompress(),
  ],
  trailingSlash: 'never',
  build: { format: 'file' },
  // No prefetch script: the layout's Speculation Rules have the browser fetch the next page
  // (src/lib/speculation-rules.ts). Astro's own prefetch adds a script to every page.
  prefetch: false,
  devToolbar: { enabled: false },
  compressHTML: true,
  vite: {
    plugins: [tailwindcss()],
    define: { __SITE_BUILD_ID__: JSON.stringify(BUILD_ID) },
    // Bundled into the server, so that it keeps the icons the pages use: from node_modules the
    // server loads every icon of lucide's (docs/benchmarks.md « What the server loads »).
    ssr: { noExternal: ['lucide-react'] },
  },
  // The route cache (README « Caching », « Several instances »): memory per instance, Redis with
  // REDIS_URL. Blog routes set their own lifetime (`Astro.cache.set`, WORDPRESS_CACHE_SECONDS).
  cache: {
    provider: {
      name: 'html-cache',
      entrypoint: new URL('./src/lib/cache/html-cache-provider.ts', import.meta.url),
      config: {
        // The query parameters each route reads (the blog's filter, search and former page
        // numbers): any other one, and any on another path, is left out of the cache key, so that
        // random ones cannot fill the cache. The image endpoint keys on all of them: the
        // middleware refuses any query no page holds, and a refusal is never stored.
        queryParameters: { ...LIST_CACHE_KEY_PARAMETERS, '/_image': 'all' },
        // The webhook makes every list stale (rendered again in the background), while an
        // article's tag and the paths it names expire (src/lib/blog/revalidate.ts).
        staleTags: [TAGS.posts, TAGS.categories],
      },
    },
  },
  routeRules: {
    // Each content page's policy, from the route table (README « Adding a page »).
    ...routeRules(),
    // Astro's image endpoint: a WordPress image is transformed once per width and format, then
    // answered from the cache (its own Cache-Control, a year for browsers, is kept).
    '/_image': { maxAge: 86_400, swr: 7 * 86_400 },
  },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['system-ui', 'Arial'],
      options: {
        variants: [
          {
            src: ['./src/assets/fonts/inter-latin-wght-400-900-normal.woff2'],
            weight: '400 900',
            style: 'normal',
            display: 'swap',
          },
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
          {
            src: ['./src/assets/fonts/source-serif-4-latin-wght-400-900-normal.woff2'],
            weight: '400 900',
            style: 'normal',
            display: 'swap',
          },
        ],
      },
    },
  ],
  image: {
    // WordPress's media origin, the only remote one: read at build time from WORDPRESS_API_URL.
    remotePatterns: wordPressImagePatterns(process.env.WORDPRESS_API_URL),
  },
  security: {
    // Checked by src/middleware.ts instead, by host: behind a proxy that terminates HTTPS, Astro
    // sees `http` and refuses the site's own forms (README « The consultation form by e-mail »).
    checkOrigin: false,
    // Scripts by hash only; styles also inline (React's `style` attributes, the fonts' @font-face):
    // Astro hashes no style when 'unsafe-inline' is given (Astro « Content Security Policy »).
    // The other directives: server/security-headers.ts.
    csp: {
      // The layout's one inline script that Astro does not hash itself: the Speculation Rules.
      scriptDirective: {
        hashes: [`sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}`],
      },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      directives: [...CSP_DIRECTIVES],
    },
  },
})
