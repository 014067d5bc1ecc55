/** Gallery item model: media items normalised to DTOs, media URLs, links and rendered items. */
export type {
  ItemType,
  LinkType,
  LinkData,
  ItemLink,
  VideoQuality,
  SharpParams,
  ItemMetadata,
  MediaItem,
  ItemDto,
} from './mediaItemTypes'
export { toItemDto, EMPTY_ITEM_DTO } from './toItemDto'
export { safeLinkUrl, safeItemMediaUrl } from './safeLinkUrl'
export { resolveItemLink, linkDataToUrl, DEFAULT_DOCUMENT_HOST, type ResolvedLink } from './resolveItemLink'
export {
  scaledImageUrl,
  downloadUrl,
  isAbsoluteUrl,
  fileNameOf,
  DEFAULT_MEDIA_HOST,
  DEFAULT_VIDEO_HOST,
  MAX_IMAGE_QUALITY,
  THUMBNAIL_QUALITY,
  LOW_RES,
  SQUARE_THUMBNAIL,
  type ScaleMode,
  type ScaledImageRequest,
  type MediaUrlError,
} from './scaledImageUrl'
export { createItemUrls, pickVideoQuality, type ItemUrls, type MediaHosts } from './createItemUrls'
export {
  createRenderedItem,
  UNTITLED_IMAGE,
  UNTITLED_VIDEO,
  type LayoutBox,
  type RenderedItem,
  type RenderedItemOptions,
  type ItemScene,
} from './createRenderedItem'
