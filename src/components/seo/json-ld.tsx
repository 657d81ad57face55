import { serializeJsonBlock } from '@/lib/seo/structured-data'

/** A JSON-LD block (a data block, which no Content-Security-Policy blocks: it is never executed). */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonBlock(data) }}
    />
  )
}
