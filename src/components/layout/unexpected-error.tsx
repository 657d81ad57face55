'use client'


/**
 * Screen of an unexpected rendering error (docs/specification.md « Error catalogue »): 'Unexpected Application Error!' and the
 * error's message. In production Next.js replaces server error messages by a generic sentence and a
 * digest, so no stack or secret reaches the visitor.
 */
export function UnexpectedError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
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
        {error.message}
      </p>
      {error.digest ? <p className="mt-2 text-sm text-muted">Référence : {error.digest}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:opacity-90"
        >
          Réessayer
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-border px-5 font-semibold hover:bg-surface-muted"
        >
          Retour à l’accueil
        </a>
      </div>
    </div>
  )
}
