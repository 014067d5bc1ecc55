import { DEFAULT_MEDIA_HOST, MAX_IMAGE_QUALITY, downloadUrl, scaledImageUrl } from '../../gallery/items/scaledImageUrl'
import { safeMediaUrl } from '../links'
import { at, obj, str } from '../read'

/** Widths offered in an image's `srcset` (px); only those below the original width are used. */
export const SRCSET_WIDTHS: readonly number[] = [320, 640, 960, 1280, 1920, 2560]
/** Host of video ids (`video/<id>/1080p/mp4/file.mp4`). */
export const VIDEO_HOST = 'https://video.wixstatic.com/'
const MEDIA_ID = /^[A-Za-z0-9_~.%-]+(?:\/[A-Za-z0-9_~.%-]+)*$/

/** A media source read from node data: an allowed address, and the media id when it came from one. */
export interface ResolvedSource {
  url?: string
  id?: string
}

/**
 * Resolves `{ url }` or `{ id }` of node data to an address on the allow-list. An id becomes
 * `<host><id>` (the media host for images and files, the video host for ids starting with `video/`);
 * a bare file name in `url` (as gallery items carry) is treated as an id.
 */
export function resolveSource(src: unknown, host = DEFAULT_MEDIA_HOST): ResolvedSource {
  const data = obj(src)
  if (!data) return {}
  const url = str(data.url)
  const id = str(data.id) ?? (url && MEDIA_ID.test(url) && !url.includes('/') ? url : undefined)
  if (id && MEDIA_ID.test(id)) {
    if (id.startsWith('video/')) return { id, url: VIDEO_HOST + id }
    if (id.startsWith('media/')) return { id: id.slice(6), url: host + id.slice(6) }
    // Audio and documents live beside the media folder: static.wixstatic.com/mp3/<id>, /ugd/<id>.
    if (/^(?:mp3|ugd)\//.test(id)) return { id, url: host.replace(/media\/$/, '') + id }
    return { id, url: host + id }
  }
  if (url) return { url: safeMediaUrl(url, true) }
  return {}
}

/** One candidate of a responsive image. */
export interface SrcSetCandidate {
  url: string
  width: number
}

/**
 * Responsive candidates for a media-host image at quality 90: each width of {@link SRCSET_WIDTHS}
 * under the original width, then the original width itself. External addresses get no candidates
 * (the host cannot scale them).
 */
export function imageSrcSet(id: string | undefined, width?: number, height?: number): SrcSetCandidate[] {
  if (!id || !width || !height || width < 1 || height < 1) return []
  const widths = SRCSET_WIDTHS.filter((w) => w < width)
  if (widths[widths.length - 1] !== Math.round(width)) widths.push(Math.round(width))
  const out: SrcSetCandidate[] = []
  for (const w of widths) {
    const h = Math.max(1, Math.round((w * height) / width))
    const result = scaledImageUrl({ id, width: w, height: h, mode: 'fit', quality: MAX_IMAGE_QUALITY })
    if (result.ok) out.push({ url: result.value, width: w })
  }
  return out
}

/** The `srcset` attribute of the candidates ("url 320w, url 640w"), or undefined when there are none. */
export function srcSetAttribute(candidates: readonly SrcSetCandidate[]): string | undefined {
  return candidates.length ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined
}

/**
 * The address that downloads a file under `fileName`: `dn=<file name>` added to its query;
 * undefined when the address is not allowed.
 */
export function mediaDownloadUrl(source: ResolvedSource, fileName?: string): string | undefined {
  if (source.id && !/^(?:video|mp3|ugd)\//.test(source.id)) {
    const result = downloadUrl(source.id, fileName)
    return result.ok ? result.value : undefined
  }
  const url = source.url
  if (!url) return undefined
  const name = fileName || url.split(/[?#]/)[0].split('/').filter(Boolean).pop() || 'file'
  const hash = url.indexOf('#')
  const base = hash === -1 ? url : url.slice(0, hash)
  return `${base}${base.includes('?') ? '&' : '?'}dn=${encodeURIComponent(name)}${hash === -1 ? '' : url.slice(hash)}`
}

/** Reads `<key>.src` of node data, e.g. `sourceAt(data, 'image')`. */
export function sourceAt(data: unknown, ...path: string[]): ResolvedSource {
  return resolveSource(at(data, ...path, 'src'))
}
