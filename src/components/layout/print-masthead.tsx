import { site } from '@/content/site'
import { getSiteUrl } from '@/lib/env'

/**
 * Head of a printed page, shown on paper only (`hidden print:block`): the site's name and its
 * public origin (`SITE_URL`, src/lib/env.ts), so that a printed article or legal page says where
 * it comes from once the screen header is gone (the print section of src/styles/globals.css hides
 * it). The layout gives the print stylesheet the same origin as `--site-url`.
 */
export function PrintMasthead() {
  const origin = getSiteUrl()
  return (
    <div data-print-masthead className="hidden px-4 sm:px-6 print:block">
      <div className="mb-6 border-b border-black pb-3">
        <p className="font-serif text-xl font-semibold">{site.name}</p>
        <p className="text-sm">{origin}</p>
      </div>
    </div>
  )
}
