/** Card and interactive node rules of the viewer (app embeds, link previews, embeds, maps, upload errors). */
export * from './uploadError'
