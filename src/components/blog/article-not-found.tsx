import { ArrowLeft, FileQuestion } from '@/components/ui/icons'
import { ButtonLink } from '@/components/ui/button-link'

/**
 * Page of an absent or unloadable article (docs/specification.md « Article », « Error catalogue »):
 * 'Article non trouvé', the sentence that the article does not exist or was deleted, and a link
 * back to the blog.
 */
export function ArticleNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <FileQuestion aria-hidden="true" className="mx-auto size-12 text-accent" />
      <h1 className="mt-6 font-serif text-4xl font-semibold">Article non trouvé</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">
        L’article que vous recherchez n’existe pas ou a été supprimé.
      </p>
      <ButtonLink href="/blog" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Retour au blog
      </ButtonLink>
    </div>
  )
}
