import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = 'Contact et rendez-vous'
export const size = OG_SIZE
export const contentType = 'image/png'

/** Social image of /contact (issue 6 §3): the page title and the practice's name. */
export default function Image() {
  return renderOgImage({ title: alt })
}
