import { testPicture } from './testPictures'

const TITLES = ['Harbour', 'Stairs', 'Courtyard', 'Dunes', 'Forest', 'Lighthouse', 'Market', 'Bridge', 'Orchard']

/** `count` media items in the host's format, pictures served from `origin` (absolute URLs). */
export function galleryTestItems(count: number, origin: string) {
  return Array.from({ length: count }, (_, n) => {
    const picture = testPicture(n % 60)
    return {
      itemId: `item-${n}`,
      mediaUrl: `${origin}${picture.path}`,
      metaData: {
        width: picture.width,
        height: picture.height,
        title: `${TITLES[n % TITLES.length]} ${n + 1}`,
        description: n % 3 === 0 ? 'A walk along the coast' : '',
        alt: `${TITLES[n % TITLES.length]} ${n + 1} (photo)`,
      },
    }
  })
}

/** Options of a test page: the preset plus switches from the query string. */
export function galleryTestOptions(preset: string, params: URLSearchParams): Record<string, unknown> {
  const horizontal: Record<string, unknown> = {}
  if (params.has('loop')) horizontal.loop = true
  if (params.has('auto'))
    horizontal.autoSlide = {
      behaviour: params.get('auto') || 'INTERVAL',
      interval: Number(params.get('interval') ?? 4),
      pauseOnHover: true,
      speed: 200,
    }
  if (params.has('counter')) horizontal.slideshowInfo = { enableCounter: true }
  // Legacy flat names (the layout by number, the spacing as imageMargin): the migration loads first.
  if (params.has('legacyMargin'))
    return { galleryLayout: 2, imageMargin: Number(params.get('legacyMargin')), itemClick: 'nothing' }
  return {
    layoutParams: {
      structure: { galleryLayout: preset },
      ...(params.has('arrows')
        ? {
            navigationArrows: {
              position: params.get('arrows'),
              type: params.get('arrowType') ?? 'DEFAULT_ARROW',
              container: { type: params.get('arrowBox') ?? 'BOX' },
            },
          }
        : {}),
      ...(params.has('info') ? { info: { placement: params.get('info') } } : {}),
    },
    behaviourParams: {
      item: {
        clickAction: params.get('click') ?? 'ACTION',
        overlay: { hoveringBehaviour: params.get('hover') ?? 'APPEARS' },
      },
      gallery: {
        layoutDirection: params.has('rtl') ? 'RIGHT_TO_LEFT' : 'LEFT_TO_RIGHT',
        horizontal,
        ...(params.has('loadMore') ? { vertical: { loadMore: { enable: true } } } : {}),
      },
    },
  }
}
