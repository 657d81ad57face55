import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MAILTO_DELIVERY, type ConsultationDelivery } from '@/content/legal'
import { ConsultationFormView } from './consultation-form-view'
import { OsmMap } from './osm-map'

/**
 * The contact page's server HTML, what works before its scripts and without JavaScript
 * (docs/architecture.md « Islands »): the consultation form as the browser's own `mailto:` form,
 * and the map behind its button. Their behaviour in the browser is e2e/contact.spec.ts's and
 * e2e/map.spec.ts's.
 */
function FormHtml({
  delivery = MAILTO_DELIVERY,
  values,
}: {
  delivery?: ConsultationDelivery
  values?: Record<string, string>
}) {
  return (
    <ConsultationFormView
      errors={{}}
      isSubmitting={false}
      onSubmit={() => {}}
      enhanced={false}
      delivery={delivery}
      values={values}
      renderedAt={1_700_000_000_000}
    />
  )
}

describe('ConsultationFormView, server HTML', () => {
  const html = renderToStaticMarkup(<FormHtml />)
  const form = /<form[^>]*>/.exec(html)?.[0] ?? ''

  it('posts to the practice’s address as text, so that nothing reaches a server or a URL', () => {
    expect(form).toContain(
      'action="mailto:contact@roques-avocat.example?subject=Nouvelle%20demande%20de%20consultation"',
    )
    expect(form).toContain('method="post"')
    expect(form).toMatch(/enc[tT]ype="text\/plain"/)
  })

  it('lets the browser check the required fields: no novalidate, no disabled control', () => {
    expect(form).not.toMatch(/novalidate/i)
    expect(form).not.toContain('data-ready')
    expect(html).not.toMatch(/ disabled=""/)
    for (const name of ['firstName', 'lastName', 'email', 'domain', 'message'])
      expect(html).toMatch(
        new RegExp(`<(input|select|textarea)[^>]*required=""[^>]*name="${name}"`),
      )
    expect(html).toMatch(/<input type="email"/)
  })

  it('explains the browser’s own e-mail in a <noscript>', () => {
    expect(html).toMatch(/<noscript><p[^>]*>JavaScript est désactivé/)
  })
})

describe('ConsultationFormView with server delivery, server HTML', () => {
  const delivery: ConsultationDelivery = { kind: 'server', provider: 'smtp.example.fr' }
  const html = renderToStaticMarkup(
    <FormHtml
      delivery={delivery}
      values={{ firstName: 'Zoé', domain: 'Droit du travail', message: 'Ligne 1\nLigne 2' }}
    />,
  )
  const form = /<form[^>]*>/.exec(html)?.[0] ?? ''

  it('posts the fields to /api/consultation, form-encoded, with no <noscript> about a mail client', () => {
    expect(form).toContain('action="/api/consultation"')
    expect(form).toContain('method="post"')
    expect(form).not.toMatch(/enc[tT]ype/)
    expect(html).not.toContain('<noscript>')
  })

  it('carries a honeypot hidden from people and the time it was rendered', () => {
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label for="contact-x_confirm">/)
    expect(html).toMatch(
      /<input id="contact-x_confirm" type="text" tabindex="-1"[^>]*name="x_confirm" value=""/,
    )
    expect(html).toContain('<input type="hidden" name="renderedAt" value="1700000000000"/>')
  })

  it('keeps what a visitor without JavaScript typed when the form comes back', () => {
    expect(html).toMatch(/<input[^>]*name="firstName" value="Zoé"/)
    expect(html).toMatch(/<option value="Droit du travail" selected="">/)
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Ligne 1\nLigne 2<\/textarea>/)
  })
})

describe('OsmMap, server HTML', () => {
  const html = renderToStaticMarkup(<OsmMap latitude={43.5935} longitude={1.4462} />)

  it('keeps the map’s iframe in a <template>, which the browser neither renders nor loads', () => {
    expect(html.match(/<iframe/g)).toHaveLength(1)
    expect(html).toMatch(
      /<template data-map-frame="true"><iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=1\.44220,43\.59150,1\.45020,43\.59550&amp;layer=mapnik&amp;marker=43\.59350,1\.44620" title="Carte OpenStreetMap/,
    )
  })

  it('offers the button with JavaScript and a link to openstreetmap.org without it', () => {
    expect(html).toMatch(
      /<button type="button" data-map-show="true" data-requires-js="true" aria-describedby="carte-avertissement"/,
    )
    expect(html).toMatch(
      /<a href="https:\/\/www\.openstreetmap\.org\/\?mlat=43\.59350&amp;mlon=1\.44620#map=17\/43\.59350\/1\.44620" target="_blank" rel="noopener noreferrer" data-without-js="true"/,
    )
    expect(html).toMatch(/<p id="carte-avertissement" data-map-disclosure="true"/)
  })
})
