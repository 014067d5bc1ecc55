import type { Logger } from '../../../ports/logger'
import type { GalleryOptions } from '../options/types'
import { createItemUrls, type MediaHosts } from './createItemUrls'
import type { ItemDto, ItemType, LinkData } from './mediaItemTypes'
import { resolveItemLink } from './resolveItemLink'
import { safeItemMediaUrl } from './safeLinkUrl'
import { validateColor } from '../../document/colors'

/** Accessible label of an image without alt text or title. */
export const UNTITLED_IMAGE = 'Untitled image'
/** Accessible label of a video without alt text or title. */
export const UNTITLED_VIDEO = 'Untitled video'

/** The part of a layout item the item model reads (what `createLayout` returns per item). */
export interface LayoutBox {
  id: string
  idx: number
  offset: { top: number; left: number }
  width: number
  height: number
  /** Reserved info height/width, when the layouter reports them. */
  infoHeight?: number
  infoWidth?: number
  /** The media's inner rectangle, when the layouter computes it (preferred over our own FIT maths). */
  crop?: { innerWidth: number; innerHeight: number; innerTop: number; innerLeft: number }
}

/** The 3D scene of a '3d' item: its model, poster and the options' transform and controls. */
export interface ItemScene {
  url: string
  poster: string
  transform: { rotation: string; scale: string; position: string } | undefined
  controls: Record<string, boolean> | undefined
}

/** An item ready to draw: the item's data placed in its layout box. */
export interface RenderedItem {
  id: string
  itemId: string
  idx: number
  type: ItemType
  url: string
  /** The high-resolution image printing uses (the media at its own size), '' when it is `url`. */
  printUrl: string
  videoUrl: string
  alt: string
  title: string
  description: string
  html: string
  linkData: LinkData | undefined
  linkUrl: string | undefined
  linkTarget: string
  /** The item's allow-listed direct link, which a click follows before any other action. */
  directLink: { url: string; target: string } | undefined
  offset: { top: number; left: number; innerTop: number; innerLeft: number }
  style: {
    width: number
    height: number
    innerWidth: number
    innerHeight: number
    infoWidth: number
    infoHeight: number
    bgColor: string
    ratio: number
  }
  isVideoPlaceholder: boolean
  hasSecondaryMedia: boolean
  secondaryMediaItem: ItemDto | undefined
  scene: ItemScene | undefined
}

/** Options of {@link createRenderedItem}; every field optional. */
export interface RenderedItemOptions extends MediaHosts {
  options?: Pick<GalleryOptions, 'layoutParams' | 'behaviourParams'> &
    Partial<Pick<GalleryOptions, 'externalInfoHeight' | 'externalInfoWidth'>>
  /** Scales requested image sizes (2 on high-density screens). Default 1. */
  devicePixelRatio?: number
  logger?: Logger
}

/** Where the media sits inside its box: the whole box, or fitted and aligned for crop method FIT. */
function innerBox(item: ItemDto, box: LayoutBox, options: RenderedItemOptions['options']) {
  const fromLayout = box.crop
  if (
    fromLayout &&
    [fromLayout.innerWidth, fromLayout.innerHeight, fromLayout.innerTop, fromLayout.innerLeft].every(Number.isFinite)
  ) {
    const { innerWidth, innerHeight, innerTop, innerLeft } = fromLayout
    return { innerWidth, innerHeight, innerTop, innerLeft }
  }
  const crop = options?.layoutParams.crop
  if (!crop || crop.method !== 'FIT' || !(item.width > 0 && item.height > 0) || box.width <= 0 || box.height <= 0) {
    return { innerWidth: box.width, innerHeight: box.height, innerTop: 0, innerLeft: 0 }
  }
  const scale = Math.min(box.width / item.width, box.height / item.height)
  const innerWidth = item.width * scale
  const innerHeight = item.height * scale
  const spareX = box.width - innerWidth
  const spareY = box.height - innerHeight
  const a = crop.alignment
  return {
    innerWidth,
    innerHeight,
    innerLeft: a === 'LEFT' ? 0 : a === 'RIGHT' ? spareX : spareX / 2,
    innerTop: a === 'TOP' ? 0 : a === 'BOTTOM' ? spareY : spareY / 2,
  }
}

function backgroundOf(item: ItemDto): string {
  const color = validateColor(item.textStyle?.backgroundColor)
  return color.ok ? color.value : ''
}

/**
 * Combines a normalised item with its layout box into a {@link RenderedItem}: scaled media URLs for
 * the displayed size, the resolved link (allow-listed), accessible alt text ('Untitled image' /
 * 'Untitled video' when the item has neither alt nor title) and the inner box for FIT crops.
 */
export function createRenderedItem(item: ItemDto, box: LayoutBox, settings: RenderedItemOptions = {}): RenderedItem {
  const { options, logger } = settings
  const dpr = settings.devicePixelRatio && settings.devicePixelRatio > 0 ? settings.devicePixelRatio : 1
  const urls = createItemUrls(item, { mediaHost: settings.mediaHost, videoHost: settings.videoHost, logger })
  const inner = innerBox(item, box, options)
  const link = resolveItemLink(item)
  const mode = options?.layoutParams.crop.method === 'FIT' ? 'fit' : 'fill'
  const hasImage = item.type === 'image' || item.type === 'video' || (item.type === '3d' && !!item.poster)
  // 'fill' asks the media host for the box itself (it crops); 'fit' for the letterboxed media.
  const [urlWidth, urlHeight] = mode === 'fill' ? [box.width, box.height] : [inner.innerWidth, inner.innerHeight]
  const url =
    hasImage && urlWidth > 0 && urlHeight > 0
      ? urls.scaled(urlWidth * dpr, urlHeight * dpr, mode)
      : item.type === 'text' || item.type === 'dummy'
        ? ''
        : (safeItemMediaUrl(item.mediaUrl) ?? '')
  const full =
    hasImage && !item.isExternal && item.width > 0 && item.height > 0 ? urls.scaled(item.width, item.height, 'fit') : ''
  const placement = String(options?.layoutParams.info.placement ?? '')
  const sideInfo = /LEFT|RIGHT|ALTERNATE_HORIZONTALLY/.test(placement)
  const externalWidth = options?.externalInfoWidth ?? 0
  const threeD = options?.behaviourParams.item.threeDimensionalScene
  const label = item.type === 'video' ? UNTITLED_VIDEO : UNTITLED_IMAGE
  return {
    id: item.id,
    itemId: item.duplicateOf ?? item.id,
    idx: box.idx,
    type: item.type,
    url,
    printUrl: full === url ? '' : full,
    videoUrl: item.type === 'video' ? urls.video(inner.innerHeight * dpr) : '',
    alt: item.alt || item.title || label,
    title: item.title,
    description: item.description,
    html: item.type === 'text' ? item.html : '',
    linkData: link.linkData,
    linkUrl: link.linkUrl,
    linkTarget: link.target,
    directLink: item.directLink,
    offset: { top: box.offset.top, left: box.offset.left, innerTop: inner.innerTop, innerLeft: inner.innerLeft },
    style: {
      width: box.width,
      height: box.height,
      innerWidth: inner.innerWidth,
      innerHeight: inner.innerHeight,
      infoWidth: box.infoWidth ?? (sideInfo ? (externalWidth <= 1 ? box.width * externalWidth : externalWidth) : 0),
      infoHeight: box.infoHeight ?? options?.externalInfoHeight ?? 0,
      // Checked (and any refusal logged) when the item was normalised; checked again here, silently,
      // for records built by hand, as this value goes into an inline style.
      bgColor: backgroundOf(item),
      ratio: item.width > 0 && item.height > 0 ? item.width / item.height : box.height > 0 ? box.width / box.height : 1,
    },
    isVideoPlaceholder: item.type === 'video' && (options?.behaviourParams.item.video.enablePlaceholder ?? true),
    hasSecondaryMedia: !!item.secondaryMedia && !!(item.secondaryMedia.id || item.secondaryMedia.mediaUrl),
    secondaryMediaItem: item.secondaryMedia,
    scene:
      item.type === '3d'
        ? {
            url: safeItemMediaUrl(item.mediaUrl) ?? '',
            poster: item.poster?.url ? urls.scaled(box.width * dpr, box.height * dpr) : '',
            transform: threeD?.transform,
            controls: threeD?.controls,
          }
        : undefined,
  }
}
