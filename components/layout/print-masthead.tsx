import { site } from '@/content/site'
import { getSiteUrl } from '@/lib/env'

/**
 * Head of a printed page, shown on paper only (`hidden print:block`): the site's name and its
 * public origin (`SITE_URL`, lib/env.ts), so that a printed article or legal page says where it
 * comes from once the screen header is gone (the print section of app/globals.css hides it).
 *
 * It also gives the print stylesheet the origin as the CSS string `--site-url`, which prints the
 * absolute address after each internal link (`/contact` → « (https://…/contact) »). React hoists
 * this `<style>` into `<head>` (React 19 `precedence`), where the HTML standard allows it.
 */
export function PrintMasthead() {
  const origin = getSiteUrl()
  return (
    <>
      <style href="print-site-url" precedence="default">
        {`@media print{:root{--site-url:${JSON.stringify(origin)}}}`}
      </style>
      {/* The side padding of the pages' containers, so that it lines up with the content. */}
      <div data-print-masthead className="hidden px-4 sm:px-6 print:block">
        <div className="mb-6 border-b border-black pb-3">
          <p className="font-serif text-xl font-semibold">{site.name}</p>
          <p className="text-sm">{origin}</p>
        </div>
      </div>
    </>
  )
}
