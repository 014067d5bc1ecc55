import type { MapLocation } from '../../../ports/mapProvider'
import { at, bool, clampInt, num, oneOf, str } from '../read'

/** Default height of a map frame, px. */
export const MAP_DEFAULT_HEIGHT = 300
/** Width assumed for a map's bounding box when the container sets none, px. */
export const MAP_DEFAULT_WIDTH = 740

/** View model of a MAP node: a location, or undefined coordinates when the data has none. */
export interface MapView {
  location?: MapLocation
  /** The place name, else the address: the static card's heading. */
  name?: string
  address?: string
}

/** Reads MAP data (`mapData.mapSettings`: lat, lng, address, locationName, initialZoom, mapType, controls). */
export function mapView(data: unknown): MapView {
  const settings = at(data, 'mapSettings')
  const lat = num(at(settings, 'lat'))
  const lng = num(at(settings, 'lng'))
  const address = str(at(settings, 'address'))?.trim() || undefined
  const name = str(at(settings, 'locationName'))?.trim() || address
  const valid = lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  if (!valid) return { name, address }
  return {
    name,
    address,
    location: {
      lat,
      lng,
      zoom: clampInt(at(settings, 'initialZoom'), 1, 20, 14),
      address,
      mapType: oneOf(at(settings, 'mapType'), ['ROADMAP', 'SATELLITE', 'HYBRID', 'TERRAIN'], 'ROADMAP'),
      controls: {
        zoom: at(settings, 'zoomControl') !== false,
        streetView: bool(at(settings, 'streetViewControl')),
        viewMode: bool(at(settings, 'viewModeControl')),
        draggable: at(settings, 'draggable') !== false,
      },
      width: clampInt(at(data, 'containerData', 'width', 'custom'), 100, 4000, MAP_DEFAULT_WIDTH),
      height: clampInt(at(data, 'containerData', 'height', 'custom'), 100, 4000, MAP_DEFAULT_HEIGHT),
    },
  }
}

/** The address of a map search for a place without coordinates (OpenStreetMap's search needs no key). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.slice(0, 500))}`
}
