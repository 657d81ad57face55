import { describe, expect, it } from 'vitest'
import { osmDirectionsUrl, osmEmbedUrl, osmPageUrl } from './map'

describe('OpenStreetMap URLs', () => {
  it('embeds a small box around the point, with a marker on it', () => {
    const url = new URL(osmEmbedUrl(43.5935, 1.4462))
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    expect(url.searchParams.get('layer')).toBe('mapnik')
    expect(url.searchParams.get('marker')).toBe('43.59350,1.44620')
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number)
    expect(west).toBeLessThan(1.4462)
    expect(east).toBeGreaterThan(1.4462)
    expect(south).toBeLessThan(43.5935)
    expect(north).toBeGreaterThan(43.5935)
    // Centred: the marker sits in the middle of the box.
    expect(((west ?? 0) + (east ?? 0)) / 2).toBeCloseTo(1.4462, 5)
    expect(((south ?? 0) + (north ?? 0)) / 2).toBeCloseTo(43.5935, 5)
  })

  it('links to the point and to directions towards it', () => {
    expect(osmPageUrl(43.5935, 1.4462)).toBe(
      'https://www.openstreetmap.org/?mlat=43.59350&mlon=1.44620#map=17/43.59350/1.44620',
    )
    const directions = new URL(osmDirectionsUrl(43.5935, 1.4462))
    expect(directions.pathname).toBe('/directions')
    expect(directions.searchParams.get('to')).toBe('43.59350,1.44620')
  })
})
