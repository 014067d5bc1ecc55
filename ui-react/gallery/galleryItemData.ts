import type { ItemDto } from '../../core/gallery/items/mediaItemTypes'
import { createItemUrls } from '../../core/gallery/items/createItemUrls'
import type { FullscreenItem } from '../fullscreen'

const cache = new WeakMap<readonly ItemDto[], FullscreenItem[]>()

/** The fullscreen viewer's items: images at their natural size (loop copies left out), videos, downloads. */
export function toFullscreenItems(items: readonly ItemDto[]): FullscreenItem[] {
  let out = cache.get(items)
  if (out) return out
  out = []
  for (const dto of items) {
    if (dto.duplicateOf || dto.type === 'text' || dto.type === 'dummy') continue
    const urls = createItemUrls(dto)
    const video = dto.type === 'video'
    out.push({
      id: dto.id,
      src: video ? urls.video() : urls.scaled(dto.width || 1920, dto.height || 1920, 'fit'),
      width: dto.width || undefined,
      height: dto.height || undefined,
      alt: dto.alt || dto.title || undefined,
      title: dto.title || undefined,
      description: dto.description || undefined,
      type: video ? 'video' : 'image',
      downloadUrl: urls.download(),
    })
  }
  cache.set(items, out)
  return out
}
