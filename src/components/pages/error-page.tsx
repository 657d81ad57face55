import { actionLabels } from '@/content/actions'
/**
 * Screen of an unexpected rendering error (docs/specification.md « Error catalogue », « Unexpected
 * rendering error »): the spec's fixed English heading 'Unexpected Application Error!', then what
 * src/pages/500.astro gives as the message (the error's own in development, a French sentence and
 * a reference in production, so that no stack or secret reaches the visitor). « Réessayer » loads
 * the page again (`retryHref`); no script.
 */
export function ErrorPage({
  message,
  reference,
  retryHref,
}: {
  message: string
  /** The reference logged by the server with the error, shown so that the visitor can quote it. */
  reference?: string
  /** The path (and query) of the page that failed. */
  retryHref: string
}) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold" lang="en">
        Unexpected Application Error!
      </h1>
      <p
        className="mt-6 rounded-md border border-border bg-surface-muted p-4 font-mono text-sm break-words"
        data-error-message
      >
        {message}
      </p>
      {reference ? <p className="mt-2 text-sm text-muted">Référence : {reference}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={retryHref}
          className="inline-flex min-h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:opacity-90"
        >
          Réessayer
        </a>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-border px-5 font-semibold hover:bg-surface-muted"
        >
          {actionLabels.home}
        </a>
      </div>
    </div>
  )
}
