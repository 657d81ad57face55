import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorPage } from './error-page'
import { NotFoundPage } from './not-found-page'

/**
 * The error screens of docs/specification.md « Error catalogue »: « Unexpected rendering error »
 * (src/pages/500.astro) and « Unknown route » (src/pages/404.astro).
 */
describe('ErrorPage', () => {
  it('shows « Unexpected Application Error! » with the message, a retry link and a way home', () => {
    const html = renderToStaticMarkup(
      <ErrorPage message="Erreur de rendu provoquée pour le test" retryHref="/contact?x=1" />,
    )
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>Unexpected Application Error!<\/h1>/)
    expect(html).toMatch(/data-error-message[^>]*>Erreur de rendu provoquée pour le test<\/p>/)
    expect(html).toMatch(/<a href="\/contact\?x=1"[^>]*>Réessayer<\/a>/)
    expect(html).toMatch(/<a href="\/"[^>]*>Retour à l’accueil<\/a>/)
    expect(html).not.toContain('Référence')
    expect(html).not.toContain('<script')
  })

  it('escapes the message and shows the reference logged with the error', () => {
    const html = renderToStaticMarkup(
      <ErrorPage message="<script>alert(1)</script>" reference="4242abcd" retryHref="/" />,
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toMatch(/Référence\u00a0: (<!-- -->)?4242abcd/)
  })
})

describe('NotFoundPage', () => {
  it('shows « 404 Oops! Page not found » as its one heading, with a link home', () => {
    const html = renderToStaticMarkup(<NotFoundPage />)
    const h1 = /<h1[^>]*>(.*)<\/h1>/.exec(html)?.[1] ?? ''
    expect(h1.replace(/<[^>]+>/g, '')).toBe('404 Oops! Page not found')
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toMatch(/<a href="\/"[^>]*>Retour à l’accueil<\/a>/)
  })

  it('offers the blog and the contact page below the way home, under their menu labels', () => {
    const html = renderToStaticMarkup(<NotFoundPage />)
    const home = html.indexOf('href="/"')
    const further = /<nav aria-label="Autres pages".*<\/nav>/.exec(html)?.[0] ?? ''
    expect(html.indexOf(further)).toBeGreaterThan(home)
    expect(further).toMatch(/<a href="\/blog"[^>]*>Blog juridique<svg/)
    expect(further).toMatch(/<a href="\/contact"[^>]*>Contact<svg/)
  })
})
