'use client'

import { Share2 } from 'lucide-react'

/**
 * Share button of an article (spec §7): the device's native share sheet with title, plain-text
 * excerpt and URL where `navigator.share` exists; otherwise the URL is copied to the clipboard and
 * a toast confirms it. A share the visitor cancels is not an error.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    // sonner is loaded on first use: it is not part of the article's first JavaScript.
    const { toast } = await import('sonner')
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Lien copié', {
        description: 'L’adresse de l’article est dans votre presse-papiers.',
      })
    } catch {
      toast.error('Copie impossible', { description: `Copiez cette adresse : ${url}` })
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-semibold text-foreground hover:bg-surface-muted print:hidden"
    >
      <Share2 aria-hidden="true" className="size-4" />
      Partager
    </button>
  )
}
