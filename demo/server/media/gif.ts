/** LZW-compresses palette indices as GIF image data (variable code size, clear at 4096 codes). */
function lzw(indices: Uint8Array, minCodeSize: number): Buffer {
  const clear = 1 << minCodeSize
  const end = clear + 1
  const out: number[] = []
  let codeSize = minCodeSize + 1
  let next = end + 1
  let table = new Map<number, number>()
  let bits = 0
  let bitCount = 0
  const write = (code: number) => {
    bits |= code << bitCount
    bitCount += codeSize
    while (bitCount >= 8) {
      out.push(bits & 0xff)
      bits >>>= 8
      bitCount -= 8
    }
  }
  write(clear)
  let prefix = indices[0]
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i]
    const key = (prefix << 8) | k
    const found = table.get(key)
    if (found !== undefined) {
      prefix = found
      continue
    }
    write(prefix)
    if (next === 4096) {
      write(clear)
      table = new Map()
      codeSize = minCodeSize + 1
      next = end + 1
    } else {
      if (next >= 1 << codeSize) codeSize++
      table.set(key, next++)
    }
    prefix = k
  }
  write(prefix)
  write(end)
  if (bitCount > 0) out.push(bits & 0xff)
  return Buffer.from(out)
}

/** Splits data into GIF sub-blocks (at most 255 bytes each) ending with a zero block. */
function subBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = []
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.subarray(i, i + 255)
    parts.push(Buffer.from([chunk.length]), chunk)
  }
  parts.push(Buffer.from([0]))
  return Buffer.concat(parts)
}

/** An animated, looping GIF89a of `frames` (palette indices, `width` × `height`) with a 16-colour palette. */
export function animatedGif(
  width: number,
  height: number,
  palette: [number, number, number][],
  frames: Uint8Array[],
  delayCs: number,
): Buffer {
  const colours = Buffer.alloc(16 * 3)
  palette.slice(0, 16).forEach(([r, g, b], i) => colours.set([r, g, b], i * 3))
  const screen = Buffer.alloc(13)
  screen.write('GIF89a', 0)
  screen.writeUInt16LE(width, 6)
  screen.writeUInt16LE(height, 8)
  screen[10] = 0xf3 // global colour table of 2^(3+1) = 16 entries
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00])
  const parts: Buffer[] = [screen, colours, loop]
  for (const frame of frames) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x04, delayCs & 0xff, delayCs >> 8, 0x00, 0x00]))
    const descriptor = Buffer.alloc(10)
    descriptor[0] = 0x2c
    descriptor.writeUInt16LE(width, 5)
    descriptor.writeUInt16LE(height, 7)
    parts.push(descriptor, Buffer.from([4]), subBlocks(lzw(frame, 4)))
  }
  parts.push(Buffer.from([0x3b]))
  return Buffer.concat(parts)
}

/** The demo's GIF: a tide rising and falling under a setting sun, 240 × 160, 16 frames. */
export function tideGif(): Buffer {
  const [w, h] = [240, 160]
  const palette: [number, number, number][] = [
    [255, 214, 170],
    [255, 190, 150],
    [250, 160, 140],
    [255, 244, 214],
    [92, 70, 110],
    [60, 48, 84],
    [70, 130, 170],
    [50, 105, 150],
    [235, 200, 160],
    [255, 255, 255],
    [40, 80, 120],
    [30, 60, 95],
    [200, 120, 120],
    [150, 90, 110],
    [120, 170, 200],
    [20, 30, 50],
  ]
  const frames: Uint8Array[] = []
  for (let f = 0; f < 16; f++) {
    const level = 100 + Math.round(Math.sin((f / 16) * Math.PI * 2) * 14)
    const px = new Uint8Array(w * h)
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let c = y < 40 ? 0 : y < 75 ? 1 : 2
        const dx = x - 170
        const dy = y - 70
        if (dx * dx + dy * dy < 400) c = 3
        const hill = 88 - Math.round(18 * Math.sin(x / 30) + 10 * Math.sin(x / 11))
        if (y > hill) c = y > hill + 10 ? 5 : 4
        if (y > level) c = (y + Math.round(3 * Math.sin((x + f * 8) / 9))) % 7 === 0 ? 14 : y > level + 30 ? 7 : 6
        if (y > 140) c = 8
        px[y * w + x] = c
      }
    frames.push(px)
  }
  return animatedGif(w, h, palette, frames, 12)
}
