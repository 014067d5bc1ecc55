import type { IncomingMessage, ServerResponse } from 'node:http'

/** Sizes the test pictures cycle through: landscapes, portraits and squares. */
const SIZES: readonly (readonly [number, number])[] = [
  [1600, 1067],
  [1000, 1500],
  [1200, 1200],
  [1800, 900],
  [900, 1350],
  [1500, 1000],
  [1280, 960],
]

/** One test picture: where it is served and its natural size. */
export interface TestPicture {
  seed: number
  path: string
  width: number
  height: number
}

/** The `n`-th test picture (0-based). */
export function testPicture(n: number): TestPicture {
  const [width, height] = SIZES[n % SIZES.length]!
  return { seed: n + 1, path: `/pictures/${n + 1}.svg`, width, height }
}

/** A landscape-like SVG picture of `width` × `height`, its colours drawn from `seed`. */
export function pictureSvg({ width: w, height: h, seed }: TestPicture): string {
  const hue = (seed * 47) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 40%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.7}" cy="${h * 0.28}" r="${Math.min(w, h) * 0.1}" fill="#fff9"/><path d="M0 ${h} L${w * 0.3} ${h * 0.5} L${w * 0.55} ${h * 0.78} L${w * 0.78} ${h * 0.56} L${w} ${h} Z" fill="#0005"/><text x="6%" y="14%" font-family="system-ui,sans-serif" font-size="${Math.min(w, h) / 9}" fill="#fff" font-weight="700">${seed}</text></svg>`
}

/** Routes serving the first `count` test pictures, for `serveEntry`'s `routes`. */
export function pictureRoutes(count: number): Record<string, (req: IncomingMessage, res: ServerResponse) => void> {
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {}
  for (let n = 0; n < count; n++) {
    const picture = testPicture(n)
    routes[picture.path] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
      res.end(pictureSvg(picture))
    }
  }
  return routes
}
