import type { PreviewRefusal } from './token'

/** Headers of every answer of the preview routes: private, never stored, never indexed. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

const REASONS: Record<PreviewRefusal | 'unavailable', string> = {
  missing: 'Cet aperçu n’est pas ou n’est plus accessible depuis cette adresse.',
  invalid: 'Ce lien d’aperçu n’est pas valable : il a été modifié ou signé avec une autre clé.',
  expired: 'Ce lien d’aperçu a expiré : il n’est valable que dix minutes.',
  unavailable: 'L’aperçu des brouillons n’est pas activé sur ce site.',
}

const HOW_TO =
  'Pour voir un brouillon tel que le site l’affichera, ouvrez-le dans WordPress et cliquez sur « Prévisualiser » : WordPress crée un nouveau lien.'

/* Colours of the site's light and dark themes (src/styles/globals.css), inline: the page stands alone. */
const STYLE = [
  ':root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.6; }',
  'body { margin: 0; background: #faf8f4; color: #1c2333; }',
  'main { max-width: 40rem; margin: 0 auto; padding: 4rem 1.5rem; }',
  'h1 { font-family: Georgia, serif; font-size: 2rem; line-height: 1.2; }',
  'a { color: #7a5a22; font-weight: 600; }',
  '@media (prefers-color-scheme: dark) { body { background: #10151f; color: #ece8e1; } a { color: #e2c48d; } }',
].join('\n')

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/**
 * 401 for a bad link or session, with a `WWW-Authenticate` scheme that browsers do not turn into a
 * password dialog; 503 while the preview is not configured.
 */
export function previewRefusedResponse(reason: PreviewRefusal | 'unavailable'): Response {
  const status = reason === 'unavailable' ? 503 : 401
  const title = 'Aperçu impossible'
  const body = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(REASONS[reason])}</p>
<p>${escapeHtml(HOW_TO)}</p>
<p><a href="/blog">Retour au blog</a></p>
</main>
</body>
</html>
`
  const headers = new Headers(PREVIEW_HEADERS)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  if (status === 401) headers.set('WWW-Authenticate', 'Bearer realm="preview"')
  return new Response(body, { status, headers })
}
