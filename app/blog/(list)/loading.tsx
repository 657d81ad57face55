import { BlogListSkeleton } from '@/components/blog/skeletons'
import { PageHeader } from '@/components/ui/page-header'
import { blogIntro } from '@/content/blog'

/** Shown while WordPress answers (spec §2 « Blog list » loading state). */
export default function Loading() {
  return (
    <>
      <PageHeader title={blogIntro.title} lead={blogIntro.lead} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <BlogListSkeleton />
      </div>
    </>
  )
}
