import type { Logger } from '../../../ports/logger'
import type { ItemDto, VideoQuality } from './mediaItemTypes'
import { safeItemMediaUrl } from './safeLinkUrl'
import {
  DEFAULT_MEDIA_HOST,
  DEFAULT_VIDEO_HOST,
  LOW_RES,
  SQUARE_THUMBNAIL,
  THUMBNAIL_QUALITY,
  downloadUrl,
  isAbsoluteUrl,
  isMediaId,
  scaledImageUrl,
  type ScaleMode,
} from './scaledImageUrl'

/** Where media ids are served from. */
export interface MediaHosts {
  /** Images and downloads; default {@link DEFAULT_MEDIA_HOST}. */
  mediaHost?: string
  /** Videos; default {@link DEFAULT_VIDEO_HOST}. */
  videoHost?: string
}

/** The URLs of one item, each falling back to the original URL (with 'Cannot create url' logged once). */
export interface ItemUrls {
  /** The image scaled to `width` x `height` (crop 'fill' keeps the focal point). */
  scaled(width: number, height: number, mode?: ScaleMode): string
  /** Thumbnail at quality 70. */
  thumbnail(width: number, height: number): string
  /** Low-resolution placeholder: quality 30, blur 30, height 250, width by the item's ratio. */
  lowResolution(): string
  /** Square 100 x 100 thumbnail at quality 80. */
  square(): string
  /** Video address for a display height, picking the smallest quality at least that tall. */
  video(displayHeight?: number): string
  /** Download address with the `dn` query parameter. */
  download(): string
}

/** The quality to play for a display height: the smallest that is tall enough, else the tallest. */
export function pickVideoQuality(qualities: readonly VideoQuality[], displayHeight: number): VideoQuality | undefined {
  const usable = qualities.filter((q) => q.height > 0 && !q.quality.startsWith('thumbnail'))
  if (usable.length === 0) return qualities[0]
  const sorted = [...usable].sort((a, b) => a.height - b.height)
  return sorted.find((q) => q.height >= displayHeight) ?? sorted[sorted.length - 1]
}

// What each logger was already told, so a problem is logged once, not on every render.
const told = new WeakMap<Logger, Set<string>>()

// One line per item and address: the first reason found for it.
function logOnce(logger: Logger | undefined, id: string, url: string, reason: string): void {
  if (!logger) return
  let seen = told.get(logger)
  if (!seen) told.set(logger, (seen = new Set()))
  const key = `${id}\n${url}`
  if (seen.has(key)) return
  seen.add(key)
  logger.error('Cannot create url', { id, url, reason })
}

/**
 * Builds the URLs of an item. A bare media id (`isMediaId`: '8bb438_1b73…~mv2.jpg') is served
 * from the media hosts, scaled; an http(s) address or a path of the app's own ('photo-0.jpg',
 * '/img/0.svg', './a.png') is used as it is, silently. When building fails, logs 'Cannot create url'
 * once per item and address (not on every render) and returns the item's original URL if it
 * is a safe media address (http, https or relative), else '' (never javascript: or data:).
 */
export function createItemUrls(item: ItemDto, options: MediaHosts & { logger?: Logger } = {}): ItemUrls {
  const mediaHost = options.mediaHost ?? DEFAULT_MEDIA_HOST
  const videoHost = options.videoHost ?? DEFAULT_VIDEO_HOST
  const { logger } = options
  // An address or a path is used as it is; only media ids go through the hosts.
  const asIs = (url: string): boolean => item.isExternal || isAbsoluteUrl(url) || !isMediaId(url)
  // A video's still image is its poster; every other type shows its own media.
  const imageId = item.type === 'video' || item.type === '3d' ? item.poster?.url || item.mediaUrl : item.mediaUrl
  const ratio = item.width > 0 && item.height > 0 ? item.width / item.height : 1

  // The original URL is the fallback only when it is a safe media address; otherwise nothing.
  const fallback = (url: string, reason: string): string => {
    logOnce(logger, item.id, url, reason)
    return safeItemMediaUrl(url) ?? ''
  }
  const image = (width: number, height: number, mode: ScaleMode, quality: number, blur?: number): string => {
    if (imageId && asIs(imageId))
      return safeItemMediaUrl(imageId) ?? fallback(imageId, 'not an http(s) address or path')
    const built = scaledImageUrl(
      {
        id: imageId,
        width,
        height,
        mode,
        quality,
        blur,
        focalPoint: item.focalPoint,
        sharpParams: item.sharpParams,
        fileName: item.fileName || undefined,
      },
      mediaHost,
    )
    return built.ok ? built.value : fallback(imageId, built.error.message)
  }

  return {
    scaled: (width, height, mode = 'fill') => image(width, height, mode, 90),
    thumbnail: (width, height) => image(width, height, 'fill', THUMBNAIL_QUALITY),
    lowResolution: () => image(LOW_RES.height * ratio, LOW_RES.height, 'fit', LOW_RES.quality, LOW_RES.blur),
    square: () => image(SQUARE_THUMBNAIL.size, SQUARE_THUMBNAIL.size, 'fill', SQUARE_THUMBNAIL.quality),
    video(displayHeight = item.height) {
      const source = item.videoUrl || item.mediaUrl
      if (!source) return ''
      if (asIs(source)) return safeItemMediaUrl(source) ?? fallback(source, 'not an http(s) address or path')
      const quality = pickVideoQuality(item.qualities, displayHeight)
      if (quality?.url) {
        if (isAbsoluteUrl(quality.url))
          return safeItemMediaUrl(quality.url) ?? fallback(quality.url, 'not an http(s) address')
        if (/^[A-Za-z0-9_~.%-]+(?:\/[A-Za-z0-9_~.%-]+)*$/.test(quality.url)) return `${videoHost}${quality.url}`
        return fallback(quality.url, 'not a video path')
      }
      if (!/^[A-Za-z0-9_~.%-]+$/.test(source)) return fallback(source, 'not a video id')
      const videoId = source.replace(/\.[a-z0-9]+$/i, '')
      return `${videoHost}${videoId}/${quality?.quality ?? '720p'}/mp4/file.mp4`
    },
    download() {
      if (item.mediaUrl && asIs(item.mediaUrl) && !isAbsoluteUrl(item.mediaUrl))
        return safeItemMediaUrl(item.mediaUrl) ?? fallback(item.mediaUrl, 'not an http(s) address or path')
      const built = downloadUrl(item.mediaUrl, item.fileName || undefined, mediaHost)
      return built.ok ? built.value : fallback(item.mediaUrl, built.error.message)
    },
  }
}
