import type { MapLocation, MapProvider } from '../../../ports/mapProvider'

const LAYERS: Record<MapLocation['mapType'], string> = {
  ROADMAP: 'mapnik',
  // OpenStreetMap has no satellite imagery; terrain reads best on its cycle map.
  SATELLITE: 'mapnik',
  HYBRID: 'mapnik',
  TERRAIN: 'cyclemap',
}

const fixed = (n: number) => n.toFixed(5)

/**
 * The bounding box that shows `location` at its zoom in a frame of its size: 256 px tiles span
 * 360 / 2^zoom degrees of longitude; latitude spans shrink by cos(lat) (Web Mercator, near the centre).
 */
export function boundingBox(location: MapLocation): [west: number, south: number, east: number, north: number] {
  const lngSpan = Math.min(360, (360 / 2 ** location.zoom) * (location.width / 256))
  const latSpan = Math.min(170, lngSpan * Math.cos((location.lat * Math.PI) / 180) * (location.height / location.width))
  const clampLat = (v: number) => Math.max(-85, Math.min(85, v))
  return [
    location.lng - lngSpan / 2,
    clampLat(location.lat - latSpan / 2),
    location.lng + lngSpan / 2,
    clampLat(location.lat + latSpan / 2),
  ]
}

/**
 * The openstreetmap.org page of `location`, with a marker at it and at its zoom. The viewer links static
 * map cards here without loading the embeddable provider below.
 */
export function openStreetMapLink(
  { lat, lng, zoom }: Pick<MapLocation, 'lat' | 'lng' | 'zoom'>,
  origin = 'https://www.openstreetmap.org',
): string {
  return `${origin}/?mlat=${fixed(lat)}&mlon=${fixed(lng)}#map=${zoom}/${fixed(lat)}/${fixed(lng)}`
}

/** OpenStreetMap's embeddable map: no key, a marker at the location, and a link to openstreetmap.org. */
export function openStreetMap(options: { origin?: string } = {}): MapProvider {
  const origin = options.origin ?? 'https://www.openstreetmap.org'
  return {
    name: 'OpenStreetMap',
    embedUrl(location) {
      const bbox = boundingBox(location).map(fixed).join(',')
      return `${origin}/export/embed.html?bbox=${bbox}&layer=${LAYERS[location.mapType]}&marker=${fixed(location.lat)},${fixed(location.lng)}`
    },
    linkUrl: (location) => openStreetMapLink(location, origin),
  }
}
