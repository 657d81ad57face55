import { container } from '@/components/ui/container'
/** Grey block of a skeleton; decorative. */
function Bone({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-surface-muted ${className}`} />
  )
}

/**
 * Loading state of the blog list (docs/specification.md « Blog list »): nine card outlines inside
 * `aria-busy="true"`.
 */
export function BlogListSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" data-skeleton="blog-list">
      <p className="sr-only">Chargement des articles…</p>
      <Bone className="h-36 w-full rounded-2xl" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
            <Bone className="aspect-[1200/630] w-full rounded-none" />
            <div className="space-y-3 p-6">
              <Bone className="h-5 w-24 rounded-full" />
              <Bone className="h-6 w-full" />
              <Bone className="h-4 w-32" />
              <Bone className="h-16 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Loading state of an article (docs/specification.md « Blog list »): header, image and text
 * outlines inside `aria-busy="true"`.
 */
export function ArticleSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-live="polite"
      data-skeleton="article"
      className="mx-auto max-w-3xl px-4 py-12 sm:px-6"
    >
      <p className="sr-only">Chargement de l’article…</p>
      <Bone className="h-5 w-40 rounded-full" />
      <Bone className="mt-6 h-12 w-full" />
      <Bone className="mt-3 h-12 w-2/3" />
      <Bone className="mt-6 h-4 w-64" />
      <Bone className="mt-10 aspect-[1200/630] w-full rounded-2xl" />
      <div className="mt-10 space-y-4">
        {Array.from({ length: 6 }, (_, i) => (
          <Bone key={i} className="h-4 w-full" />
        ))}
      </div>
    </div>
  )
}

/** Outline of a page header whose title is not known yet (a category's name). Decorative. */
export function PageHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="border-b border-border bg-surface">
      <div className={container('py-12 md:py-16')}>
        <Bone className="h-4 w-40" />
        <Bone className="mt-6 h-12 w-2/3" />
        <Bone className="mt-5 h-6 w-full max-w-3xl" />
      </div>
    </div>
  )
}
