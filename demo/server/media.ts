// Pictures made on the fly for the demo: `/_demo/media/<width>x<height>/<seed>.svg`, a landscape
// drawn from the seed (sky, sun, mountain ridges, water), so the site needs no network and no files.

/** A generated media answer. */
export interface MediaAnswer {
  status: number
  type: string
  body: string | Buffer
}

/** A generated picture for `path`, or undefined when the path is not a demo picture. */
export function demoMedia(path: string): MediaAnswer | undefined {
  const match = /^\/_demo\/media\/(\d{1,4})x(\d{1,4})\/(\d{1,6})\.svg$/.exec(path)
  if (!match) return undefined
  const [w, h, seed] = match.slice(1).map(Number)
  if (!w || !h) return undefined
  const hue = (seed * 137) % 360
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 38%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.72}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="#fff8"/><path d="M0 ${h} L${w * 0.35} ${h * 0.55} L${w * 0.6} ${h * 0.8} L${w * 0.8} ${h * 0.6} L${w} ${h} Z" fill="#0004"/></svg>`
  return { status: 200, type: 'image/svg+xml', body }
}
