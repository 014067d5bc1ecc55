import { describe, expect, it } from 'vitest'
import { boundingBox, openStreetMap, openStreetMapLink } from '..'
import type { MapLocation } from '../../../../ports/mapProvider'

// Zoom 2 spans 90° of longitude per 256 px tile; 512 px wide is 180°, and at 60° north (cos = 0.5) a
// 256 px high frame spans 180 * 0.5 * (256 / 512) = 45° of latitude.
const location: MapLocation = {
  lat: 60,
  lng: 10,
  zoom: 2,
  width: 512,
  height: 256,
  mapType: 'ROADMAP',
  controls: { zoom: true, streetView: false, viewMode: false, draggable: true },
}

describe('OpenStreetMap provider', () => {
  it('frames the location with the span its zoom and size show', () => {
    const [west, south, east, north] = boundingBox(location)
    expect(west).toBeCloseTo(-80, 9)
    expect(south).toBeCloseTo(37.5, 9)
    expect(east).toBeCloseTo(100, 9)
    expect(north).toBeCloseTo(82.5, 9)
  })

  it('embeds that box with a marker, the cycle map for terrain', () => {
    const provider = openStreetMap()
    expect(provider.name).toBe('OpenStreetMap')
    expect(provider.embedUrl(location)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-80.00000,37.50000,100.00000,82.50000&layer=mapnik&marker=60.00000,10.00000',
    )
    expect(provider.embedUrl({ ...location, mapType: 'TERRAIN' })).toContain('&layer=cyclemap&')
  })

  it('links to the openstreetmap.org page of the location by default', () => {
    expect(openStreetMapLink(location)).toBe(
      'https://www.openstreetmap.org/?mlat=60.00000&mlon=10.00000#map=2/60.00000/10.00000',
    )
    expect(openStreetMap({ origin: 'https://osm.test' }).linkUrl(location)).toBe(
      'https://osm.test/?mlat=60.00000&mlon=10.00000#map=2/60.00000/10.00000',
    )
  })
})
