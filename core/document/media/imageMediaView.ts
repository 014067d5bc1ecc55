import { safeAttributeText, type LinkSettings } from '../links'
import { at, bool, num, oneOf, str } from '../read'
import { imageClickAction, type ImageClickAction } from './imageClickAction'
import { imageSrcSet, mediaDownloadUrl, resolveSource, srcSetAttribute } from './mediaUrls'
import { spoilerSettings, type SpoilerSettings } from './spoilerLayout'

/** Custom widths above this many px count as the original size. */
export const CUSTOM_WIDTH_ORIGINAL_ABOVE = 150
/** Display width of SMALL images, px. */
export const SMALL_IMAGE_WIDTH = 300
/** Vertical margin of lazily loaded media: they load 150 % of a viewport ahead. */
export const LAZY_LOAD_MARGIN = '150% 0px'

/** Width sizes of media blocks, as class suffixes. */
export type MediaSize = 'content' | 'small' | 'original' | 'full_width' | 'custom'

/** Horizontal placement of a media block. */
export type MediaAlign = 'left' | 'center' | 'right'

/** Layout shared by media blocks: size, a custom width, alignment and text wrap. */
export interface MediaContainer {
  size: MediaSize
  /** Width in px for custom widths of 150 px or less, and the maximum width of ORIGINAL images. */
  width?: number
  align: MediaAlign
  textWrap: boolean
}

/** Reads `containerData` into a {@link MediaContainer}; custom widths over 150 px count as ORIGINAL. */
export function mediaContainer(data: unknown, naturalWidth?: number): MediaContainer {
  const custom = num(at(data, 'containerData', 'width', 'custom'))
  let size = oneOf(
    at(data, 'containerData', 'width', 'size'),
    ['CONTENT', 'SMALL', 'ORIGINAL', 'FULL_WIDTH'],
    'CONTENT',
  ).toLowerCase() as MediaSize
  let width: number | undefined
  if (custom !== undefined && custom > 0) {
    if (custom > CUSTOM_WIDTH_ORIGINAL_ABOVE) size = 'original'
    else {
      size = 'custom'
      width = Math.round(custom)
    }
  }
  if (size === 'original' && naturalWidth) width = Math.round(naturalWidth)
  if (size === 'small') width = SMALL_IMAGE_WIDTH
  const align = oneOf(at(data, 'containerData', 'alignment'), ['LEFT', 'CENTER', 'RIGHT'], 'CENTER').toLowerCase()
  return {
    size,
    width,
    align: align as MediaAlign,
    textWrap:
      bool(at(data, 'containerData', 'textWrap')) && (size === 'small' || size === 'custom') && align !== 'center',
  }
}

/** Everything an IMAGE block renders from. */
export interface ImageMediaView {
  src?: string
  srcSet?: string
  sizes?: string
  alt: string
  width?: number
  height?: number
  caption?: string
  container: MediaContainer
  click: ImageClickAction
  /** The download address (`dn=`), unless `disableDownload`. */
  downloadUrl?: string
  spoiler: SpoilerSettings
}

/** The `sizes` attribute for a container: what width the image takes at each viewport. */
export function imageSizes(container: MediaContainer): string {
  if (container.size === 'full_width') return '100vw'
  const px = container.width ?? 980
  return `(max-width: ${px}px) 100vw, ${px}px`
}

/**
 * Reads IMAGE data: the allowed source (an id on the media host or an allowed address), a
 * responsive `srcset` at quality 90 for media-host ids, alt text, size, caption, click action,
 * download address and spoiler.
 */
export function imageMediaView(data: unknown, settings?: LinkSettings): ImageMediaView {
  const source = resolveSource(at(data, 'image', 'src'))
  const width = num(at(data, 'image', 'width'))
  const height = num(at(data, 'image', 'height'))
  const w = width !== undefined && width > 0 ? Math.round(width) : undefined
  const h = height !== undefined && height > 0 ? Math.round(height) : undefined
  const container = mediaContainer(data, w)
  const srcSet = srcSetAttribute(imageSrcSet(source.id, w, h))
  return {
    src: source.url,
    srcSet,
    sizes: srcSet ? imageSizes(container) : undefined,
    alt: safeAttributeText(str(at(data, 'altText'))) ?? '',
    width: w,
    height: h,
    caption: str(at(data, 'caption'))?.trim() || undefined,
    container,
    click: imageClickAction(data, Boolean(source.url), settings),
    downloadUrl: bool(at(data, 'disableDownload')) ? undefined : mediaDownloadUrl(source),
    spoiler: spoilerSettings(data),
  }
}
