// A WebM (Matroska) writer for a VP8 video whose frames are all key frames, such as the VP8 streams
// inside lossy WebP files: EBML header, segment info with the duration, one track, one cluster of
// SimpleBlocks and a cue, so a browser can play and seek it.

/** The ids of the Matroska elements written here (§ Matroska element table). */
const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  maxIdLength: 0x42f2,
  maxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  flagLacing: 0x9c,
  codecId: 0x86,
  trackType: 0x83,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
} as const

const idBytes = (id: number) => {
  const bytes: number[] = []
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return Buffer.from(bytes)
}

/** An EBML variable-length size: the shortest form whose all-ones value (reserved) is not `size`. */
function sizeBytes(size: number): Buffer {
  let length = 1
  while (size >= 2 ** (7 * length) - 1) length++
  if (length > 8) throw new RangeError(`webm: element of ${size} bytes is too large`)
  const bytes = Buffer.alloc(length)
  let rest = size
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  bytes[0] |= 0x80 >> (length - 1)
  return bytes
}

const element = (id: number, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload)
  return Buffer.concat([idBytes(id), sizeBytes(body.length), body])
}
const uint = (id: number, value: number) => {
  const bytes: number[] = []
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return element(id, Buffer.from(bytes))
}
const float = (id: number, value: number) => {
  const bytes = Buffer.alloc(8)
  bytes.writeDoubleBE(value)
  return element(id, bytes)
}
const text = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'))

/** The VP8 key frame inside a lossy WebP file (its `VP8 ` chunk); throws on anything else. */
export function vp8OfWebp(webp: Uint8Array): Buffer {
  const file = Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength)
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('webm: not a WebP file')
  if (file.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('webm: the WebP is not simple lossy VP8')
  return file.subarray(20, 20 + file.readUInt32LE(16))
}

/** What {@link webmOfKeyFrames} writes. */
export interface KeyFrameVideo {
  readonly width: number
  readonly height: number
  /** How long each frame shows, in milliseconds. */
  readonly frameMs: number
  /** VP8 key frames in order. */
  readonly frames: readonly Buffer[]
}

/** A playable WebM file of VP8 key frames, one track, timed in milliseconds. */
export function webmOfKeyFrames({ width, height, frameMs, frames }: KeyFrameVideo): Buffer {
  if (frames.length * frameMs > 32_000) throw new RangeError('webm: one cluster holds at most 32 seconds')
  const header = element(
    ID.ebml,
    uint(ID.ebmlVersion, 1),
    uint(ID.ebmlReadVersion, 1),
    uint(ID.maxIdLength, 4),
    uint(ID.maxSizeLength, 8),
    text(ID.docType, 'webm'),
    uint(ID.docTypeVersion, 2),
    uint(ID.docTypeReadVersion, 2),
  )
  const info = element(
    ID.info,
    uint(ID.timecodeScale, 1_000_000),
    float(ID.duration, frames.length * frameMs),
    text(ID.muxingApp, 'vitrine-demo'),
    text(ID.writingApp, 'vitrine-demo'),
  )
  const tracks = element(
    ID.tracks,
    element(
      ID.trackEntry,
      uint(ID.trackNumber, 1),
      uint(ID.trackUid, 1),
      uint(ID.flagLacing, 0),
      text(ID.codecId, 'V_VP8'),
      uint(ID.trackType, 1),
      element(ID.video, uint(ID.pixelWidth, width), uint(ID.pixelHeight, height)),
    ),
  )
  const blocks = frames.map((frame, i) => {
    const head = Buffer.alloc(4)
    head[0] = 0x81 // track 1
    head.writeInt16BE(Math.round(i * frameMs), 1)
    head[3] = 0x80 // key frame
    return element(ID.simpleBlock, head, frame)
  })
  const cluster = element(ID.cluster, uint(ID.timecode, 0), ...blocks)
  const clusterPosition = info.length + tracks.length
  const cues = element(
    ID.cues,
    element(
      ID.cuePoint,
      uint(ID.cueTime, 0),
      element(ID.cueTrackPositions, uint(ID.cueTrack, 1), uint(ID.cueClusterPosition, clusterPosition)),
    ),
  )
  return Buffer.concat([header, element(ID.segment, info, tracks, cluster, cues)])
}
