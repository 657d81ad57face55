import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'
import { BlogError } from './blog-error'

/**
 * The blog list's page when WordPress cannot be read (docs/specification.md « Blog list » error
 * state).
 */
export function BlogListUnavailable() {
  return (
    <>
      <PageHeader title={blogIntro.title} lead={blogIntro.lead} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <BlogError />
      </div>
    </>
  )
}
