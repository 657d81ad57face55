import { Share2 } from 'lucide-react'
import { prepareToasts, showToast } from '@/components/ui/toasts'
import { copyToClipboard } from '@/lib/clipboard'

/**
 * Share button of an article (docs/specification.md « Article »): an island, started when a
 * pointer, a touch or the focus reaches it (`client:interaction`, which makes a tap that started it
 * again once it runs). The device's native share sheet with title, plain-text excerpt and URL
 * where `navigator.share` exists; otherwise the URL is copied to the clipboard and a toast
 * confirms it. A share the visitor cancels is not an error. The toast region (components/ui/
 * toasts.ts) starts when a pointer or the focus reaches the button, so that it is in the page
 * before the click needs it. `url` is the article's canonical URL, so that a
 * visitor who came with tracking parameters or an anchor does not pass them on; without it (the
 * draft preview), the page's own. Rendered on the server as a plain button, hidden in print and
 * without JavaScript (`data-requires-js`), where it could do nothing.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url?: string }) {
  async function share() {
    const address = url ?? window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: address })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    const copied = await copyToClipboard(address)
    showToast(
      copied
        ? {
            kind: 'success',
            title: 'Lien copié',
            description: 'L’adresse de l’article est dans votre presse-papiers.',
          }
        : {
            kind: 'error',
            title: 'Copie impossible',
            description: `Copiez cette adresse : ${address}`,
          },
    )
  }

  return (
    <button
      type="button"
      data-requires-js
      onClick={share}
      onPointerEnter={prepareToasts}
      onPointerDown={prepareToasts}
      onFocus={prepareToasts}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-semibold text-foreground hover:bg-surface-muted print:hidden"
    >
      <Share2 aria-hidden="true" className="size-4" />
      Partager
    </button>
  )
}
