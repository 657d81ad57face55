import { PageHeading } from '@/components/ui/page-heading'
import { blogIntro } from '@/content/blog'
import { BlogError } from './blog-error'
import { container } from '@/components/ui/container'

/**
 * The blog list's page when WordPress cannot be read (docs/specification.md « Blog list » error
 * state).
 */
export function BlogListUnavailable() {
  return (
    <>
      <PageHeading title={blogIntro.title} lead={blogIntro.lead} />
      <div className={container('py-12')}>
        <BlogError />
      </div>
    </>
  )
}
