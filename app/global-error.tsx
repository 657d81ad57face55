'use client'

import './globals.css'

/**
 * Error screen when the root layout itself fails (docs/specification.md « Error catalogue »): same
 * text, its own document.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="fr">
      <body className="p-8">
        <h1 className="font-serif text-4xl font-semibold" lang="en">
          Unexpected Application Error!
        </h1>
        <p className="mt-6 font-mono text-sm" data-error-message>
          {error.message}
        </p>
        <p className="mt-6">
          {/* A full page load, not a client navigation: the root layout itself has failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="underline">
            Retour à l’accueil
          </a>
        </p>
      </body>
    </html>
  )
}
