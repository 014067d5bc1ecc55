// Reads what Chromium painted at one point of a page: a 1 x 1 screenshot, decoded from its PNG. A
// single-pixel row decodes the same under every PNG filter (there is no pixel before or above it).
import { inflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'

/** The red, green and blue (0-255) painted at (`x`, `y`) of the viewport. */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } })
  const chunks: Buffer[] = []
  let colourType = 6
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    if (type === 'IHDR') colourType = png[at + 8 + 9]
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const row = inflateSync(Buffer.concat(chunks))
  if (colourType !== 2 && colourType !== 6) throw new Error(`unexpected PNG colour type ${colourType}`)
  return [row[1], row[2], row[3]]
}

/** WCAG relative luminance of an sRGB colour (0 black to 1 white). */
export function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}
