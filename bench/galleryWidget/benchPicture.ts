// The picture every item of the widget benchmark shows: a 4×3 PNG, served with a long cache
// lifetime. A raster image, as photos are: Chromium decodes raster images off the main thread,
// while an SVG <img> is painted on it (a recording of the SVG document per drawn size), which
// made painting alone most of the long tasks of scrolling when the benchmark served an SVG.
import type { IncomingMessage, ServerResponse } from 'node:http'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPoWLUbjhhwcgDAdBcdzuyJuQAAAABJRU5ErkJggg==',
  'base64',
)

/** The route serving the benchmark's picture at `/px.png`. */
export const benchPictureRoutes = {
  '/px.png': (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' })
    res.end(PNG)
  },
}
