import { ArticleSkeleton } from '@/components/blog/skeletons'

/** Shown while the article loads (spec §2 « Article » loading state). */
export default function Loading() {
  return <ArticleSkeleton />
}
