/** Card and interactive node rules of the viewer (app embeds, link previews, embeds, maps, upload errors). */
export * from './uploadErrorView'
export * from './bookingDurations'
export * from './appEmbedView'
export * from './frameHeight'
export * from './linkPreviewView'
export * from './embedView'
export * from './mapView'
export * from './openStreetMap'
