import { Eye } from 'lucide-react'

/** The banner's words (README « Draft preview »). */
export const PREVIEW_BANNER_TITLE = 'Aperçu : brouillon non publié'

/**
 * Banner above a draft preview: says what the page is, for whom, and leaves preview mode with a
 * plain form (`POST /api/preview/exit`), so that it works without JavaScript and no prefetch can
 * end a preview.
 *
 * @param id WordPress id of the previewed post, whose preview session the button ends.
 */
export function PreviewBanner({ id }: { id: number }) {
  return (
    <section
      aria-label="Mode aperçu"
      className="border-b-2 border-accent bg-accent-soft"
      data-preview-banner
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex items-start gap-3">
          <Eye aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          <p>
            <strong className="font-semibold">{PREVIEW_BANNER_TITLE}</strong>
            <span className="block text-sm text-muted">
              Vous seul voyez cette page ; le site public ne change pas tant que l’article n’est pas
              publié dans WordPress.
            </span>
          </p>
        </div>
        <form action="/api/preview/exit" method="post">
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md bg-primary px-4 font-semibold text-primary-foreground"
          >
            Quitter l’aperçu
          </button>
        </form>
      </div>
    </section>
  )
}
