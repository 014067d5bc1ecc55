import { describe, expect, it } from 'vitest'
import { MAP_DEFAULT_HEIGHT, MAP_DEFAULT_WIDTH, mapSearchUrl, mapView } from '..'

const map = (settings: Record<string, unknown>, containerData?: unknown) =>
  mapView({ mapSettings: settings, ...(containerData ? { containerData } : {}) })

describe('mapView', () => {
  it('trims the place name and the address shown on the static card', () => {
    expect(map({ lat: 1, lng: 2, locationName: '  Town hall  ', address: '  1 Main St  ' })).toMatchObject({
      name: 'Town hall',
      address: '1 Main St',
    })
    expect(map({ address: '  1 Main St ' })).toEqual({ name: '1 Main St', address: '1 Main St' })
    expect(map({})).toEqual({ name: undefined, address: undefined })
  })

  it('has a location only with both coordinates, latitude within ±90 and longitude within ±180', () => {
    expect(map({ lat: 10 }).location).toBeUndefined()
    expect(map({ lng: 10 }).location).toBeUndefined()
    expect(map({ lat: 90.5, lng: 0 }).location).toBeUndefined()
    expect(map({ lat: 0, lng: -180.5 }).location).toBeUndefined()
    expect(map({ lat: -90, lng: 180 }).location).toMatchObject({ lat: -90, lng: 180 })
  })

  it('reads every map type, falling back to the road map', () => {
    for (const mapType of ['SATELLITE', 'HYBRID', 'TERRAIN', 'ROADMAP'])
      expect(map({ lat: 1, lng: 2, mapType }).location?.mapType).toBe(mapType)
    expect(map({ lat: 1, lng: 2, mapType: 'globe' }).location?.mapType).toBe('ROADMAP')
  })

  it('shows zoom controls and allows dragging unless turned off; street and view mode controls only when on', () => {
    expect(map({ lat: 1, lng: 2 }).location?.controls).toEqual({
      zoom: true,
      streetView: false,
      viewMode: false,
      draggable: true,
    })
    expect(
      map({ lat: 1, lng: 2, zoomControl: false, streetViewControl: true, viewModeControl: true, draggable: false })
        .location?.controls,
    ).toEqual({ zoom: false, streetView: true, viewMode: true, draggable: false })
  })

  it("takes the frame's size from the container, else 740 x 300", () => {
    const sized = map({ lat: 1, lng: 2 }, { width: { custom: 500 }, height: { custom: 420 } }).location
    expect(sized).toMatchObject({ width: 500, height: 420 })
    expect(map({ lat: 1, lng: 2 }).location).toMatchObject({ width: MAP_DEFAULT_WIDTH, height: MAP_DEFAULT_HEIGHT })
  })
})

describe('mapSearchUrl', () => {
  it('searches OpenStreetMap for the encoded address, cut at 500 characters', () => {
    expect(mapSearchUrl('Café & Bar, Rue 1')).toBe(
      'https://www.openstreetmap.org/search?query=Caf%C3%A9%20%26%20Bar%2C%20Rue%201',
    )
    expect(mapSearchUrl('a'.repeat(600))).toBe(`https://www.openstreetmap.org/search?query=${'a'.repeat(500)}`)
  })
})
