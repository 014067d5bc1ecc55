import type { Result } from '../../shared/Result'
import { err, ok } from '../../shared/Result'
import type { SharpParams } from './mediaItemTypes'
import { safeItemMediaUrl } from './safeLinkUrl'

/** Default host media ids are served from. */
export const DEFAULT_MEDIA_HOST = 'https://static.wixstatic.com/media/'
/** Default host video ids are served from. */
export const DEFAULT_VIDEO_HOST = 'https://video.wixstatic.com/video/'
/** Highest image quality ever requested. */
export const MAX_IMAGE_QUALITY = 90
/** Quality of gallery thumbnails. */
export const THUMBNAIL_QUALITY = 70
/** Low-resolution placeholder: quality, blur and height. */
export const LOW_RES = Object.freeze({ quality: 30, blur: 30, height: 250 })
/** Square thumbnail: quality and side. */
export const SQUARE_THUMBNAIL = Object.freeze({ quality: 80, size: 100 })

/** How a scaled image fills its box: 'fill' crops to exactly w x h, 'fit' fits inside it. */
export type ScaleMode = 'fill' | 'fit'

/** One scaled image request. */
export interface ScaledImageRequest {
  /** Media id ('a1b2_c3.jpg') or an absolute/external URL (passed through unchanged). */
  id: string
  width: number
  height: number
  mode?: ScaleMode
  /** Requested quality; capped at {@link MAX_IMAGE_QUALITY}. Default 90. */
  quality?: number
  blur?: number
  /** Fractions 0..1 of width and height kept in view when cropping ('fill' only). */
  focalPoint?: readonly [number, number]
  sharpParams?: SharpParams
  fileName?: string
}

/** Why a URL could not be built. */
export type MediaUrlError = { kind: 'invalid-id' | 'invalid-size' | 'unsafe-url'; message: string }

/** True for an absolute address (scheme or protocol-relative) that must be used as is. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(url) || url.startsWith('//')
}

const ID = /^[A-Za-z0-9_~.%-]+(?:\/[A-Za-z0-9_~.%-]+)*$/
// The media host's own ids: one segment, an owner prefix, '_' and the file key
// ('8bb438_1b73a6b067b24175bd087e86613bd00c~mv2.jpg', 'nsplsh_…'), or a bare 32-digit hex key.
const MEDIA_ID = /^(?:[A-Za-z0-9]+_[A-Za-z0-9_~.-]+|[0-9a-f]{32}(?:~mv2)?(?:\.[A-Za-z0-9]+)?)$/

/**
 * True for a bare media id in the media host's shape ('8bb438_1b73…~mv2.jpg'): what an item's
 * `mediaUrl` must look like to be served from the media host. A path ('photo-0.jpg',
 * '/img/0.svg', './a.png') or an address is not one.
 */
export function isMediaId(value: string): boolean {
  return MEDIA_ID.test(value)
}
const fixed2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2)

// Absolute addresses are used as they are, when their scheme is http or https.
const passThrough = (url: string): Result<string, MediaUrlError> => {
  const safe = safeItemMediaUrl(url)
  return safe === undefined ? err({ kind: 'unsafe-url', message: `not an http(s) address: ${url}` }) : ok(safe)
}

/** The file name segment: the given name or the id's last segment, percent-encoded. */
export function fileNameOf(id: string, fileName?: string): string {
  const name = fileName || id.split('/').pop() || 'file'
  return encodeURIComponent(name)
}

/**
 * Builds a scaled image URL on `host` in the shape
 * `<host><id>/v1/<fill|fit>/w_<w>,h_<h>[,fp_<x>_<y>],q_<q>[,blur_<b>][,usm_<r>_<a>_<t>]/<fileName>`.
 * Absolute http(s) ids are returned unchanged; any other scheme is an 'unsafe-url' error. Quality is capped at 90; sizes are rounded to whole pixels.
 * An id with characters a media id never has, or a non-finite or non-positive size, is an error value.
 */
export function scaledImageUrl(request: ScaledImageRequest, host = DEFAULT_MEDIA_HOST): Result<string, MediaUrlError> {
  const { id } = request
  if (typeof id !== 'string' || !id) return err({ kind: 'invalid-id', message: 'empty media id' })
  if (isAbsoluteUrl(id)) return passThrough(id)
  if (!ID.test(id)) return err({ kind: 'invalid-id', message: `not a media id: ${id}` })
  const w = Math.round(request.width)
  const h = Math.round(request.height)
  if (!Number.isFinite(w) || !Number.isFinite(h) || w < 1 || h < 1) {
    return err({ kind: 'invalid-size', message: `invalid size ${request.width}x${request.height}` })
  }
  const mode = request.mode ?? 'fill'
  const requested = request.quality ?? MAX_IMAGE_QUALITY
  const quality = Math.max(
    1,
    Math.min(MAX_IMAGE_QUALITY, Math.round(Number.isFinite(requested) ? requested : MAX_IMAGE_QUALITY)),
  )
  const params = [`w_${w}`, `h_${h}`]
  const fp = request.focalPoint
  if (mode === 'fill' && fp && Number.isFinite(fp[0]) && Number.isFinite(fp[1])) {
    params.push(`fp_${fixed2(Math.min(1, Math.max(0, fp[0])))}_${fixed2(Math.min(1, Math.max(0, fp[1])))}`)
  }
  params.push(`q_${quality}`)
  if (request.blur && request.blur > 0 && Number.isFinite(request.blur)) params.push(`blur_${Math.round(request.blur)}`)
  const usm = request.sharpParams?.L
  if (usm && [usm.radius, usm.amount, usm.threshold].every(Number.isFinite)) {
    params.push(`usm_${fixed2(usm.radius)}_${fixed2(usm.amount)}_${fixed2(usm.threshold)}`)
  }
  return ok(`${host}${id}/v1/${mode}/${params.join(',')}/${fileNameOf(id, request.fileName)}`)
}

/**
 * Download address: `<host><id>?dn=<fileName>` for media ids, or the absolute URL with `dn`
 * appended to its query.
 */
export function downloadUrl(
  id: string,
  fileName: string | undefined,
  host = DEFAULT_MEDIA_HOST,
): Result<string, MediaUrlError> {
  if (typeof id !== 'string' || !id) return err({ kind: 'invalid-id', message: 'empty media id' })
  const dn = `dn=${encodeURIComponent(fileName || id.split(/[/?#]/).filter(Boolean).pop() || 'file')}`
  if (isAbsoluteUrl(id)) {
    if (!safeItemMediaUrl(id)) return err({ kind: 'unsafe-url', message: `not an http(s) address: ${id}` })
    const hash = id.indexOf('#')
    const base = hash === -1 ? id : id.slice(0, hash)
    return ok(`${base}${base.includes('?') ? '&' : '?'}${dn}${hash === -1 ? '' : id.slice(hash)}`)
  }
  if (!ID.test(id)) return err({ kind: 'invalid-id', message: `not a media id: ${id}` })
  return ok(`${host}${id}?${dn}`)
}
