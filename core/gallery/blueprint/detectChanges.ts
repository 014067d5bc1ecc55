import type { GalleryOptions } from '../options/types'
import type { ItemDto } from '../items/mediaItemTypes'
import { isRecord } from '../../shared/isRecord'

/** How the loaded items differ from the previous ones. */
export type ItemsChange = 'none' | 'appended' | 'changed'

/** The container a host reports; only width and height decide a rebuild. */
export interface GalleryContainer {
  width: number
  height?: number
  scrollBase?: number
  bounds?: {
    top: number
    bottom: number
    visibleTop?: number
    visibleBottom?: number
    renderedTop?: number
    renderedBottom?: number
  }
}

// The fields whose change rebuilds the blueprint: id, url, title, description and text content.
const sameItem = (a: ItemDto, b: ItemDto): boolean =>
  a.id === b.id &&
  a.mediaUrl === b.mediaUrl &&
  a.title === b.title &&
  a.description === b.description &&
  a.html === b.html

/**
 * Compares item lists: 'changed' when an id, url, title, description or text content
 * differs at the same index, or items were removed; 'appended' when the previous items are an
 * unchanged prefix of a longer list; else 'none'. No previous list counts as 'changed'.
 */
export function detectItemsChange(previous: readonly ItemDto[] | undefined, next: readonly ItemDto[]): ItemsChange {
  if (!previous) return 'changed'
  if (next.length < previous.length) return 'changed'
  for (let i = 0; i < previous.length; i++) if (!sameItem(previous[i]!, next[i]!)) return 'changed'
  return next.length > previous.length ? 'appended' : 'none'
}

/**
 * A serialized form of option input in which key order does not matter, so `{a, b}` and `{b, a}`
 * compare equal. Non-finite numbers and functions serialize as JSON does (null / omitted).
 */
export function serializeOptions(value: unknown): string {
  return JSON.stringify(value ?? {}, (_key, v: unknown) => {
    if (isRecord(v)) {
      const sorted: Record<string, unknown> = {}
      for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key]
      return sorted
    }
    return v
  })
}

/**
 * Whether the gallery decides its own height, so a container height change does not matter:
 * vertical galleries that scroll infinitely (no Load More button) grow to their content, and a
 * gallery ratio sets the height from the width.
 */
export function gallerySetsOwnHeight(options: GalleryOptions): boolean {
  const { structure } = options.layoutParams
  if (structure.galleryRatio.value > 0) return true
  return structure.scrollDirection === 'VERTICAL' && !options.behaviourParams.gallery.vertical.loadMore.enable
}

/**
 * Container changed: no previous container, a different width, or a different height
 * while the gallery does not set its own height (see {@link gallerySetsOwnHeight}).
 */
export function detectContainerChange(
  previous: GalleryContainer | undefined,
  next: GalleryContainer,
  options: GalleryOptions,
): boolean {
  if (!previous) return true
  if (previous.width !== next.width) return true
  return !gallerySetsOwnHeight(options) && (previous.height ?? 0) !== (next.height ?? 0)
}

/** Whether looping is on: the horizontal gallery loops. */
export function isLooping(options: GalleryOptions): boolean {
  return options.behaviourParams.gallery.horizontal.loop === true
}

/** Whether the gallery scrolls horizontally. */
export function isHorizontal(options: GalleryOptions): boolean {
  return options.layoutParams.structure.scrollDirection === 'HORIZONTAL'
}
