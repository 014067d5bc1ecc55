/** Where a map shows, as read from a MAP node. */
export interface MapLocation {
  lat: number
  lng: number
  /** 1 (the world) to 20 (a building). */
  zoom: number
  address?: string
  mapType: 'ROADMAP' | 'SATELLITE' | 'HYBRID' | 'TERRAIN'
  controls: { zoom: boolean; streetView: boolean; viewMode: boolean; draggable: boolean }
  /** The frame's size in px, for providers that fit a bounding box. */
  width: number
  height: number
}

/**
 * An embeddable map provider: the address of a page that shows `location` in a frame (sandboxed by the
 * viewer: scripts without the page's origin), and the address a visitor follows to open the map.
 * Return undefined from `embedUrl` to show the static card instead.
 */
export interface MapProvider {
  /** Shown as the frame's accessible name, e.g. "OpenStreetMap". */
  readonly name: string
  /** The address of the embeddable map page, or undefined to show the static card. */
  embedUrl(location: MapLocation): string | undefined
  /** The address a visitor follows to open the map ("Open in maps"). */
  linkUrl(location: MapLocation): string
}
