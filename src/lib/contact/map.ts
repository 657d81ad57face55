/**
 * OpenStreetMap URLs of the contact page's map. Coordinates are WGS 84 degrees (latitude,
 * longitude) from `site.address`; the page never calls OpenStreetMap before the visitor reaches the
 * map or asks for it (docs/specification.md « Rules for the copy », third parties).
 */

/** Origin of every map URL, for the Content-Security-Policy (`frame-src`) and the tests. */
export const OSM_ORIGIN = 'https://www.openstreetmap.org'

/** Half-size of the embedded view, in degrees: about 650 m across and 450 m high at Toulouse. */
const HALF_WIDTH = 0.004
const HALF_HEIGHT = 0.002

const fixed = (value: number) => value.toFixed(5)

/**
 * URL of OpenStreetMap's embeddable map (`/export/embed.html`) centred on the point, with a marker
 * on it. The bounding box is `west,south,east,north`.
 */
export function osmEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [
    longitude - HALF_WIDTH,
    latitude - HALF_HEIGHT,
    longitude + HALF_WIDTH,
    latitude + HALF_HEIGHT,
  ]
    .map(fixed)
    .join(',')
  return `${OSM_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(latitude)},${fixed(longitude)}`
}

/** URL of the point on openstreetmap.org itself (the map without JavaScript), zoom 17. */
export function osmPageUrl(latitude: number, longitude: number): string {
  const [lat, lon] = [fixed(latitude), fixed(longitude)]
  return `${OSM_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
}

/** URL of OpenStreetMap's route planner with the point as destination; the visitor sets the start. */
export function osmDirectionsUrl(latitude: number, longitude: number): string {
  const [lat, lon] = [fixed(latitude), fixed(longitude)]
  return `${OSM_ORIGIN}/directions?to=${lat}%2C${lon}#map=16/${lat}/${lon}`
}
