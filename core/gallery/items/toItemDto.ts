import type { Logger } from '../../../ports/logger'
import { safeLinkUrl } from './safeLinkUrl'
import type { ItemDto, ItemLink, ItemMetadata, ItemType, MediaItem, SharpParams, VideoQuality } from './mediaItemTypes'
import { isRecord } from '../../shared/isRecord'
import { validateColor } from '../../document/colors'

const ITEM_TYPES: readonly string[] = ['image', 'video', 'text', '3d', 'dummy']

const NONE: readonly never[] = Object.freeze([])
const NO_LINK: ItemLink = Object.freeze({})

/** The record an unusable item becomes: no id, no media, zero size. */
export const EMPTY_ITEM_DTO: ItemDto = Object.freeze({
  id: '',
  mediaUrl: '',
  width: 0,
  height: 0,
  type: 'image',
  title: '',
  description: '',
  alt: '',
  fileName: '',
  link: NO_LINK,
  focalPoint: undefined,
  poster: undefined,
  videoUrl: '',
  isExternal: false,
  qualities: NONE,
  textStyle: undefined,
  html: '',
  sharpParams: undefined,
  isDemo: false,
  tags: NONE,
  sourceName: '',
  orderIndex: undefined,
  secondaryMedia: undefined,
  directLink: undefined,
  directShareLink: '',
}) as ItemDto

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
const size = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0)

function normaliseType(raw: unknown): ItemType {
  if (raw === 'html') return 'text'
  return typeof raw === 'string' && ITEM_TYPES.includes(raw) ? (raw as ItemType) : 'image'
}

function normaliseLink(raw: unknown): ItemLink {
  if (!isRecord(raw)) return NO_LINK
  const link: ItemLink = {}
  if (typeof raw.type === 'string') link.type = raw.type
  if (typeof raw.url === 'string') link.url = raw.url
  if (typeof raw.text === 'string') link.text = raw.text
  if (typeof raw.title === 'string') link.title = raw.title
  if (typeof raw.target === 'string') link.target = raw.target
  const data = isRecord(raw.data) ? raw.data : isRecord(raw.linkData) ? raw.linkData : undefined
  if (data && typeof data.type === 'string') link.data = Object.freeze({ ...data }) as unknown as ItemLink['data']
  return Object.freeze(link)
}

function normaliseFocalPoint(raw: unknown): readonly [number, number] | undefined {
  if (!Array.isArray(raw) || raw.length < 2) return undefined
  const [x, y] = raw as unknown[]
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return undefined
  return Object.freeze([Math.min(1, Math.max(0, x)), Math.min(1, Math.max(0, y))] as const)
}

function normalisePoster(meta: ItemMetadata): ItemDto['poster'] {
  if (typeof meta.poster === 'string' && meta.poster) return Object.freeze({ url: meta.poster })
  if (isRecord(meta.poster) && typeof meta.poster.url === 'string') return Object.freeze({ ...meta.poster })
  const first = Array.isArray(meta.posters)
    ? meta.posters.find((p) => isRecord(p) && typeof p.url === 'string')
    : undefined
  return first ? Object.freeze({ ...first }) : undefined
}

function normaliseQualities(raw: unknown): readonly VideoQuality[] {
  if (!Array.isArray(raw)) return NONE
  return Object.freeze(
    raw
      .filter((q): q is VideoQuality => isRecord(q) && typeof q.quality === 'string')
      .map((q) =>
        Object.freeze({
          quality: q.quality,
          width: size(q.width),
          height: size(q.height),
          ...(typeof q.url === 'string' ? { url: q.url } : {}),
        }),
      ),
  )
}

/**
 * Normalises a host's media item into an {@link ItemDto}: ids and urls under their aliases
 * (`itemId`/`photoId`/`id`, `mediaUrl`/`url`, `metadata`/`metaData`), sizes from the item or else its
 * metadata (pro-gallery's place for them) or text style, finite and non-negative,
 * 'html' typed as 'text', unknown types as 'image'. An item that is not an object, or has neither
 * an id nor a media url nor text, logs 'Item has no DTO' and gives {@link EMPTY_ITEM_DTO}.
 * Never throws and never mutates its input.
 */
export function toItemDto(raw: unknown, logger?: Logger, depth = 0): ItemDto {
  if (!isRecord(raw)) {
    logger?.error('Item has no DTO', raw)
    return EMPTY_ITEM_DTO
  }
  const item = raw as MediaItem
  const meta: ItemMetadata = isRecord(item.metadata) ? item.metadata : isRecord(item.metaData) ? item.metaData : {}
  const id = str(item.itemId) || str(item.photoId) || str(item.id)
  const mediaUrl = str(item.mediaUrl) || str(item.url)
  const type = normaliseType(meta.type)
  const html = str(meta.html)
  if (!id && !mediaUrl && !html) {
    logger?.error('Item has no DTO', raw)
    return EMPTY_ITEM_DTO
  }
  const directLink = normaliseDirectLink(item.directLink, logger)
  // Frozen here, nested parts included, so stores skip re-freezing (immer stops at frozen objects)
  // and 100,000 records cost one pass. Every nested object is a copy: the input is never frozen.
  return Object.freeze<ItemDto>({
    id: id || mediaUrl,
    mediaUrl,
    width: size(item.width) || size(meta.width) || size(meta.textStyle?.width),
    height: size(item.height) || size(meta.height) || size(meta.textStyle?.height),
    type,
    title: str(meta.title),
    description: str(meta.description),
    alt: str(meta.alt),
    fileName: str(meta.fileName),
    link: normaliseLink(meta.link),
    focalPoint: normaliseFocalPoint(meta.focalPoint),
    poster: normalisePoster(meta),
    videoUrl: str(meta.videoUrl),
    isExternal: meta.isExternal === true,
    qualities: normaliseQualities(meta.qualities),
    textStyle: normaliseTextStyle(meta.textStyle, id || mediaUrl, logger),
    html,
    sharpParams: normaliseSharpParams(meta.sharpParams),
    isDemo: meta.isDemo === true,
    tags: Array.isArray(meta.tags) ? Object.freeze(meta.tags.filter((t): t is string => typeof t === 'string')) : NONE,
    sourceName: str(meta.sourceName),
    orderIndex: typeof item.orderIndex === 'number' && Number.isFinite(item.orderIndex) ? item.orderIndex : undefined,
    // One level deep: a secondary media item's own secondary media is ignored.
    secondaryMedia:
      depth === 0 && isRecord(item.secondaryMedia) ? toItemDto(item.secondaryMedia, logger, 1) : undefined,
    directLink,
    directShareLink: str(item.directShareLink),
  })
}

// A click follows the direct link as is, so it passes the same allow-list as item links.
function normaliseDirectLink(raw: unknown, logger: Logger | undefined): ItemDto['directLink'] {
  if (!isRecord(raw) || typeof raw.url !== 'string') return undefined
  const url = safeLinkUrl(raw.url)
  if (url === undefined) {
    logger?.warn('Item direct link refused: only http, https, mailto, tel and relative links are allowed', raw.url)
    return undefined
  }
  return Object.freeze({ url, target: str(raw.target) || '_self' })
}

/**
 * A text item's style, the only style values an item carries: its background colour passes the
 * viewer's colour rule (hex, transparent, rgb, rgba) and its sides are positive finite numbers. A
 * value that fails is dropped with one log line naming the item (an inline style built from
 * '#fff;position:fixed;background-image:url(...)' would cover the page and fetch the address).
 */
function normaliseTextStyle(raw: unknown, id: string, logger: Logger | undefined): ItemDto['textStyle'] {
  if (!isRecord(raw)) return undefined
  const style: { backgroundColor?: string; width?: number; height?: number } = {}
  const { backgroundColor } = raw
  if (backgroundColor !== undefined && backgroundColor !== null && backgroundColor !== '') {
    const color = validateColor(backgroundColor)
    if (color.ok) style.backgroundColor = color.value
    else logger?.warn(`Item ${JSON.stringify(id)}: textStyle.backgroundColor dropped: ${color.error.message}`)
  }
  for (const key of ['width', 'height'] as const) {
    const value = raw[key]
    if (value === undefined || value === null) continue
    if (size(value) > 0) style[key] = value as number
    else logger?.warn(`Item ${JSON.stringify(id)}: textStyle.${key} dropped: not a positive number`)
  }
  return Object.freeze(style)
}

function normaliseSharpParams(raw: unknown): SharpParams | undefined {
  if (!isRecord(raw) || !isRecord(raw.L)) return undefined
  const { radius, amount, threshold } = raw.L
  if (typeof radius !== 'number' || typeof amount !== 'number' || typeof threshold !== 'number') return undefined
  return Object.freeze({ L: Object.freeze({ radius, amount, threshold }) })
}
