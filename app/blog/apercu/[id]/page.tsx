import type { Metadata } from 'next'
import { cookies, draftMode } from 'next/headers'
import { notFound, redirect, unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { ArticleView } from '@/components/blog/article-view'
import { PreviewBanner, PREVIEW_BANNER_TITLE } from '@/components/blog/preview-banner'
import { ARTICLE_UNAVAILABLE, BlogUnavailableError } from '@/lib/blog-data'
import { getPreviewSecret } from '@/lib/env'
import { withFeedLink } from '@/lib/feed'
import { checkPreviewSession, parsePostId, previewSessionCookie } from '@/lib/preview-token'
import { loadRelatedPosts } from '@/lib/related-articles'
import { getPostPreview, type PostPreview } from '@/lib/wordpress/preview'

type Props = { params: Promise<{ id: string }> }

/*
 * Rendered on every request, never cached: the page reads cookies, draft mode already bypasses
 * every cache for this browser, and Next.js answers it `Cache-Control: private, no-cache,
 * no-store, max-age=0, must-revalidate`. Its WordPress calls are authenticated and uncached
 * (lib/wordpress/preview.ts).
 */
export const dynamic = 'force-dynamic'

/**
 * The draft of post `id`, once this browser is in draft mode with a preview session of that very
 * post (app/api/preview/route.ts); otherwise a redirect to the preview route, which answers 401
 * without reading anything. Shared by the metadata and the page.
 */
const authorizedPreview = cache(async (rawId: string): Promise<PostPreview> => {
  const id = parsePostId(rawId)
  if (id === null) notFound()
  const secret = getPreviewSecret()
  const session = (await cookies()).get(previewSessionCookie(id))?.value
  const now = Math.floor(Date.now() / 1000)
  if (!(await draftMode()).isEnabled || !secret || !checkPreviewSession(id, session, secret, now))
    redirect(`/api/preview?id=${id}`)
  let post
  try {
    post = await getPostPreview(id)
  } catch (error) {
    unstable_rethrow(error)
    console.error("Impossible de charger l'article", error)
    throw new BlogUnavailableError(ARTICLE_UNAVAILABLE, error)
  }
  if (!post) notFound()
  return post
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await authorizedPreview((await params).id)
  return withFeedLink({
    title: `${PREVIEW_BANNER_TITLE} – ${post.title}`,
    robots: { index: false, follow: false, nocache: true },
  })
}

/**
 * `/blog/apercu/{id}`: a post as the site will show it — draft, pending or published with unsaved
 * changes — under the preview banner, for the editor who clicked « Prévisualiser » in WordPress.
 */
export default async function PreviewPage({ params }: Props) {
  const post = await authorizedPreview((await params).id)
  return (
    <ArticleView
      post={post}
      related={await loadRelatedPosts(post)}
      banner={<PreviewBanner id={post.id} />}
      structuredData={false}
    />
  )
}
