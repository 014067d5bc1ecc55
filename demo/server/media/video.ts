// The demo's local video, made when first asked for (no network, no binary in the repository): six
// seconds of a harbour at dusk (a sinking sun, its shimmering reflection, moving swell and a boat
// crossing), drawn frame by frame, each frame encoded as lossy WebP by libwebp (@jsquash/webp, in
// WebAssembly) and the VP8 frames put in a WebM file.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode'
import { vp8OfWebp, webmOfKeyFrames } from './webm'

/** The video's size and timing. */
export const HARBOUR_VIDEO = { width: 640, height: 360, fps: 12, seconds: 6 } as const

type Rgb = readonly [number, number, number]
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
const SKY_TOP: Rgb = [42, 36, 92]
const SKY_HORIZON: Rgb = [250, 150, 96]
const SUN: Rgb = [255, 236, 180]
const RIDGE: Rgb = [74, 44, 78]
const SEA_NEAR: Rgb = [28, 30, 64]
const SEA_FAR: Rgb = [160, 84, 96]
const HULL: Rgb = [24, 18, 34]
const WHITE: Rgb = [255, 255, 255]

/** The RGBA pixels of frame `index`: time runs from 0 to 1 over the clip. */
export function harbourFrame(
  index: number,
  width: number,
  height: number,
  frames: number,
): Uint8ClampedArray<ArrayBuffer> {
  const t = index / frames
  const pixels = new Uint8ClampedArray(width * height * 4)
  const horizon = Math.round(height * 0.58)
  const sun = { x: width * 0.62, y: height * (0.3 + 0.22 * t), r: height * 0.09 }
  const boatX = width * (0.08 + 0.5 * t)
  const hullTop = horizon + height * 0.07 + Math.sin(index * 0.6) * 2
  const ridge = Array.from(
    { length: width },
    (_, x) => horizon - height * (0.05 + 0.04 * Math.sin(x / 57) + 0.02 * Math.sin(x / 13 + 1)),
  )
  const glow = height * 0.5
  for (let y = 0; y < height; y++) {
    const sky = y < horizon
    const depth = sky ? 0 : (y - horizon) / (height - horizon)
    const row = sky ? mix(SKY_TOP, SKY_HORIZON, (y / horizon) ** 1.6) : mix(SEA_FAR, SEA_NEAR, depth ** 0.7)
    const frequency = 0.35 - depth * 0.2
    for (let x = 0; x < width; x++) {
      let color = row
      if (sky) {
        const d = Math.sqrt((x - sun.x) ** 2 + (y - sun.y) ** 2)
        color = d < sun.r ? SUN : d < sun.r + glow * 0.5 ? mix(row, SUN, (0.5 - (d - sun.r) / glow) * 0.6) : row
        if (x < width * 0.45 && y > ridge[x]) color = RIDGE
      } else {
        // Swell: bands that move towards the viewer; the sun's glitter column on them.
        const wave = Math.sin(y * frequency - index * 0.9 + Math.sin(x / 40 + index * 0.2) * 1.5)
        if (wave > 0.85) color = mix(row, WHITE, 0.12)
        if (wave > 0.2 && sun.y < horizon && Math.abs(x - sun.x) < sun.r * (1.2 + depth * 1.5))
          color = mix(color, SUN, 0.7 * (1 - t * 0.5))
      }
      // The boat: a hull and a sail, bobbing with the swell.
      if (y > hullTop && y < hullTop + 9 && Math.abs(x - boatX) < 30 - (y - hullTop) * 1.5) color = HULL
      else if (y <= hullTop && y > hullTop - 52 && x > boatX - 2 && x < boatX + (y - (hullTop - 52)) * 0.55)
        color = HULL
      const at = (y * width + x) * 4
      pixels[at] = color[0]
      pixels[at + 1] = color[1]
      pixels[at + 2] = color[2]
      pixels[at + 3] = 255
    }
  }
  return pixels
}

let encoderReady: Promise<unknown> | undefined
/** Loads libwebp's WebAssembly from node_modules (the browser build would fetch it). */
function loadEncoder() {
  encoderReady ??= (async () => {
    const require = createRequire(import.meta.url)
    const wasm = await readFile(require.resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm'))
    // init(module) is what encode.js accepts; its typings only list the options form.
    const init = initWebp as unknown as (module: WebAssembly.Module) => Promise<unknown>
    return init(await WebAssembly.compile(wasm))
  })()
  return encoderReady
}

/** The clip's first frame as a WebP picture: the player's poster. */
export async function harbourPoster(): Promise<Buffer> {
  const { width, height, fps, seconds } = HARBOUR_VIDEO
  await loadEncoder()
  const data = harbourFrame(0, width, height, fps * seconds)
  return Buffer.from(await encodeWebp({ data, width, height, colorSpace: 'srgb' }, { quality: 80 }))
}

/** The harbour-at-dusk clip as a WebM file (VP8). */
export async function harbourVideo(): Promise<Buffer> {
  const { width, height, fps, seconds } = HARBOUR_VIDEO
  await loadEncoder()
  const count = fps * seconds
  const frames: Buffer[] = []
  for (let i = 0; i < count; i++) {
    const data = harbourFrame(i, width, height, count)
    const webp = await encodeWebp({ data, width, height, colorSpace: 'srgb' }, { quality: 70, method: 2 })
    frames.push(vp8OfWebp(new Uint8Array(webp)))
  }
  return webmOfKeyFrames({ width, height, frameMs: 1000 / fps, frames })
}
