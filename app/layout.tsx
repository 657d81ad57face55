import type { Metadata, Viewport } from 'next'
import { PendingNavigation } from '@/components/layout/navigation-pending'
import { PrintMasthead } from '@/components/layout/print-masthead'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { JsonLd } from '@/components/seo/json-ld'
import { site } from '@/content/site'
import { getSiteUrl } from '@/lib/env'
import { inter, sourceSerif } from '@/lib/fonts'
import { OG_SIZE } from '@/lib/og'
import { socialImagePath } from '@/lib/routes'
import { practiceGraph } from '@/lib/structured-data'
import './globals.css'

/**
 * Every page may be kept by shared caches and regenerated after an hour at most (README « Caching »):
 * `Cache-Control: s-maxage=3600, stale-while-revalidate=…` on the content pages, so that a CDN in
 * front of the site picks up a new deployment within the hour. Blog pages revalidate sooner, after
 * `WORDPRESS_CACHE_SECONDS` (lib/wordpress).
 */
export const revalidate = 3600

export const metadata: Metadata = {
  metadataBase: new URL(getSiteUrl()),
  title: {
    default: site.name,
    template: `%s | ${site.shortName}`,
  },
  description:
    'Maître Vincent Roques, avocat au barreau de Toulouse : conseil et contentieux en droit des affaires, droit du travail et droit international, médiation.',
  applicationName: site.shortName,
  authors: [{ name: `Maître ${site.lawyer.fullName}` }],
  formatDetection: { telephone: false, email: false, address: false },
  // Pages without metadata of their own (the 404 page) share the home page's social image.
  openGraph: {
    siteName: site.name,
    locale: 'fr_FR',
    type: 'website',
    images: [{ url: socialImagePath('/'), ...OG_SIZE, alt: site.name }],
  },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#faf8f4' },
    { media: '(prefers-color-scheme: dark)', color: '#10151f' },
  ],
  colorScheme: 'light dark',
}

/** Root layout: French document, fonts, skip link, header, main content and footer on every page. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr" className={`${inter.variable} ${sourceSerif.variable}`}>
      <head>
        <noscript>
          {/* Without JavaScript the mobile menu cannot toggle: show its links instead. */}
          <style>
            {
              '[data-menu-toggle],[data-requires-js]{display:none!important}[data-menu-panel]{display:block!important;position:static!important;box-shadow:none!important}'
            }
          </style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenu"
          className="sr-only z-50 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Aller au contenu
        </a>
        <SiteHeader />
        {/* After the header: the first « Vincent Roques » of the page stays the visible one. */}
        <PrintMasthead />
        <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
          <PendingNavigation>{children}</PendingNavigation>
        </main>
        <SiteFooter />
        <JsonLd data={practiceGraph()} />
      </body>
    </html>
  )
}
