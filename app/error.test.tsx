import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import ErrorScreen from './error'
import GlobalError from './global-error'

/**
 * The error boundaries of docs/specification.md « Error catalogue » (« Unexpected rendering
 * error »), rendered as Next.js renders them when a page throws: the fixed English heading, the
 * error's message, the way back home.
 */
describe('error screen of every route', () => {
  const render = (error: Error & { digest?: string }) =>
    renderToStaticMarkup(<ErrorScreen error={error} reset={() => {}} />)

  it('shows « Unexpected Application Error! » with the error’s message and a way home', () => {
    const html = render(new Error('Erreur de rendu provoquée pour le test'))
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>Unexpected Application Error!<\/h1>/)
    expect(html).toMatch(/data-error-message[^>]*>Erreur de rendu provoquée pour le test<\/p>/)
    expect(html).toContain('Réessayer')
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Retour à l’accueil<\/a>/)
    expect(html).not.toContain('Référence')
  })

  it('escapes the message and shows the digest Next.js gives a server error', () => {
    const error = Object.assign(new Error('<script>alert(1)</script>'), { digest: '4242' })
    const html = render(error)
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Référence\u00a0: 4242')
  })
})

describe('error screen of the root layout', () => {
  it('is its own French document with the same heading and message', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('La mise en page a échoué')} />)
    expect(html).toMatch(/^<html lang="fr">/)
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>Unexpected Application Error!<\/h1>/)
    expect(html).toContain('La mise en page a échoué')
    expect(html).toMatch(/<a href="\/"[^>]*>Retour à l’accueil<\/a>/)
  })
})
