/** Item types a gallery renders. 'html' input is normalised to 'text'. */
export type ItemType = 'image' | 'video' | 'text' | '3d' | 'dummy'

/** Link types of `metadata.link.type`. */
export type LinkType = 'none' | 'web' | 'page' | 'wix'

/** Structured link data (the 'wix' link type), one shape per data type. */
export type LinkData =
  | { type: 'PageLink'; pageId: string; url?: string; target?: string }
  | { type: 'AnchorLink'; anchorName: string; pageId?: string; target?: string }
  | { type: 'ExternalLink'; url: string; target?: string }
  | { type: 'EmailLink'; recipient: string; subject?: string; body?: string }
  | { type: 'PhoneLink'; phoneNumber: string }
  | { type: 'DocumentLink'; docId: string; name?: string }

/** `metadata.link` of a media item. */
export interface ItemLink {
  type?: LinkType | string
  url?: string
  text?: string
  title?: string
  target?: string
  /** Structured data for the 'wix' link type (`linkData` is accepted as an alias). */
  data?: LinkData
}

/** One encoded quality of a video (`metadata.qualities`). */
export interface VideoQuality {
  quality: string
  width: number
  height: number
  url?: string
}

/** Sharpening parameters for scaled images (unsharp mask radius, amount, threshold). */
export interface SharpParams {
  L?: { radius: number; amount: number; threshold: number }
}

/** Item metadata as hosts send it (`metaData` is accepted as an alias). */
export interface ItemMetadata {
  type?: ItemType | 'html' | string
  /** The media's sides where pro-gallery's item format puts them; the item's own `width`/`height` come first. */
  width?: number
  height?: number
  title?: string
  description?: string
  alt?: string
  fileName?: string
  link?: ItemLink
  /** Focal point as fractions of width and height, each 0..1. */
  focalPoint?: readonly [number, number]
  poster?: string | { url: string; width?: number; height?: number }
  posters?: ReadonlyArray<{ url: string; width?: number; height?: number }>
  videoUrl?: string
  isExternal?: boolean
  qualities?: readonly VideoQuality[]
  textStyle?: { backgroundColor?: string; width?: number; height?: number }
  html?: string
  sharpParams?: SharpParams
  isDemo?: boolean
  tags?: readonly string[]
  sourceName?: string
  /** Other provider-specific fields travel untouched. */
  [extra: string]: unknown
}

/** A gallery media item as hosts send it (every field optional: input is untrusted). */
export interface MediaItem {
  id?: string
  itemId?: string
  photoId?: string
  mediaUrl?: string
  url?: string
  width?: number
  height?: number
  metadata?: ItemMetadata
  metaData?: ItemMetadata
  orderIndex?: number
  secondaryMedia?: MediaItem
  directLink?: { url: string; target?: string }
  directShareLink?: string
}

/** A normalised item: every field present and typed; produced by `toItemDto`. */
export interface ItemDto {
  /** `itemId`, else `photoId`, else `id`; '' for the empty record. */
  id: string
  /** `mediaUrl`, else `url`; '' when missing. */
  mediaUrl: string
  width: number
  height: number
  type: ItemType
  title: string
  description: string
  alt: string
  fileName: string
  link: ItemLink
  focalPoint: readonly [number, number] | undefined
  poster: { url: string; width?: number; height?: number } | undefined
  videoUrl: string
  isExternal: boolean
  qualities: readonly VideoQuality[]
  textStyle: { backgroundColor?: string; width?: number; height?: number } | undefined
  html: string
  sharpParams: SharpParams | undefined
  isDemo: boolean
  tags: readonly string[]
  sourceName: string
  orderIndex: number | undefined
  secondaryMedia: ItemDto | undefined
  directLink: { url: string; target: string } | undefined
  directShareLink: string
  /** For a duplicate made by looping: the id of the item it copies. */
  duplicateOf?: string
}
