import { GALLERY_CONSTANTS } from './constants'
import type { GalleryOptions } from './types'

/** What the corrections need to know about the platform. */
export interface CorrectionEnv {
  isMobile?: boolean
  isTouch?: boolean
  /** Server rendering: arrows are not shown. */
  isPrerender?: boolean
  /** False when no external info renderer exists: above/below/side info then takes no space. */
  hasInfoRenderer?: boolean
}

/**
 * One forced correction: a rule that overrides the options whatever the input says. It mutates the
 * private working copy it is given.
 */
export interface ForcedCorrection {
  readonly name: string
  /** Changes the working copy in place when its condition holds. */
  readonly apply: (o: GalleryOptions, env: CorrectionEnv) => void
}

const parts = (placement: string): string[] => placement.split(',').map((p) => p.trim())
/** True when any placement part is OVERLAY (info shown on hover). */
export const hasHoverPlacement = (placement: string): boolean => parts(placement).includes('OVERLAY')
/** True when info sits above or below items for some item. */
export const hasExternalVerticalPlacement = (placement: string): boolean =>
  parts(placement).some((p) => p === 'ABOVE' || p === 'BELOW' || p === 'ALTERNATE_VERTICALLY')
/** True when info sits left or right of items for some item. */
export const hasExternalHorizontalPlacement = (placement: string): boolean =>
  parts(placement).some((p) => p === 'LEFT' || p === 'RIGHT' || p === 'ALTERNATE_HORIZONTALLY')
/** True when every part is ABOVE, or every part is BELOW. */
const isConstantVerticalPlacement = (placement: string): boolean => {
  const list = parts(placement)
  return (list[0] === 'ABOVE' || list[0] === 'BELOW') && list.every((p) => p === list[0])
}
const isSingleFullSlide = (o: GalleryOptions): boolean =>
  o.layoutParams.structure.scrollDirection === 'HORIZONTAL' &&
  o.layoutParams.groups.groupSize === 1 &&
  o.layoutParams.crop.enable &&
  o.layoutParams.crop.ratios.length === 1 &&
  o.layoutParams.crop.ratios[0] === '100%/100%'
const arrowsRelevant = (o: GalleryOptions): boolean =>
  o.layoutParams.structure.scrollDirection === 'HORIZONTAL' && o.layoutParams.navigationArrows.enable

/**
 * Every forced correction, in the order they run. `resolveOptions` runs each once, after
 * the preset. The order makes that one pass a fixed point: a correction reads only fields that no
 * later correction writes (crop-only-fill, which decides `crop.enable`, comes first because the
 * slide-animation and fade rules read it), or a later one only ever moves its field the same way
 * (the touch rule turns arrows off after the cursor-arrows rule turned video controls off), and a
 * value the preset forces is recomputed from that same forced value when the result is resolved again.
 */
export const FORCED_CORRECTIONS: readonly ForcedCorrection[] = [
  {
    name: 'crop-only-fill enables crop only for FILL',
    apply: (o) => {
      if (o.layoutParams.crop.cropOnlyFill) o.layoutParams.crop.enable = o.layoutParams.crop.method === 'FILL'
    },
  },
  {
    name: 'item spacing capped at 50 on mobile',
    apply: (o, env) => {
      const s = o.layoutParams.structure
      if (env.isMobile && s.itemSpacing > GALLERY_CONSTANTS.mobileMaxItemSpacing)
        s.itemSpacing = GALLERY_CONSTANTS.mobileMaxItemSpacing
    },
  },
  {
    name: 'horizontal scroll forces horizontal orientation',
    apply: (o) => {
      const s = o.layoutParams.structure
      if (s.scrollDirection === 'HORIZONTAL') s.layoutOrientation = 'HORIZONTAL'
    },
  },
  {
    name: 'vertical layouts force single-item groups (masonry, grid)',
    apply: (o) => {
      const s = o.layoutParams.structure
      if (s.galleryLayout !== 'masonry' && s.galleryLayout !== 'grid') return
      if (s.scrollDirection === 'VERTICAL' || s.layoutOrientation === 'VERTICAL') {
        o.layoutParams.groups = { ...o.layoutParams.groups, allowedGroupTypes: ['1'], groupSize: 1, density: 0 }
      }
    },
  },
  {
    name: 'grid-row counts 1, 2, 3 map to group types 1, 2v, 3v (horizontal grid)',
    apply: (o) => {
      const s = o.layoutParams.structure
      if (s.galleryLayout !== 'grid' || s.scrollDirection !== 'HORIZONTAL') return
      s.numberOfColumns = 0
      const rows = s.numberOfGridRows === 2 || s.numberOfGridRows === 3 ? s.numberOfGridRows : 1
      const type = rows === 1 ? '1' : rows === 2 ? '2v' : '3v'
      o.layoutParams.groups = {
        ...o.layoutParams.groups,
        allowedGroupTypes: [type],
        groupSize: rows,
        density: rows === 1 ? 0 : 1,
      }
    },
  },
  {
    name: 'info placement forced to overlay unless slider, column or slideshow',
    apply: (o) => {
      const layout = o.layoutParams.structure.galleryLayout
      if (layout === 'slider' || layout === 'column' || layout === 'slideshow') return
      if (o.layoutParams.structure.layoutOrientation === 'HORIZONTAL' || o.layoutParams.groups.groupSize > 1) {
        o.layoutParams.info.placement = 'OVERLAY'
      }
    },
  },
  {
    name: 'hover behaviour forced to appears when info is not on hover',
    apply: (o) => {
      const overlay = o.behaviourParams.item.overlay
      if (!hasHoverPlacement(o.layoutParams.info.placement) && overlay.hoveringBehaviour !== 'NEVER_SHOW') {
        overlay.hoveringBehaviour = 'APPEARS'
      }
    },
  },
  {
    name: 'item shadow disabled for horizontal scrolling',
    apply: (o) => {
      if (o.layoutParams.structure.scrollDirection === 'HORIZONTAL') o.stylingParams.itemEnableShadow = false
    },
  },
  {
    name: 'crop FIT disables shadow and zeroes border width and radius',
    apply: (o) => {
      if (o.layoutParams.crop.method !== 'FIT') return
      o.stylingParams.itemEnableShadow = false
      o.stylingParams.itemBorderWidth = 0
      o.stylingParams.itemBorderRadius = 0
    },
  },
  {
    name: 'vertical scroll with shadow: gallery spacing at least shadow size plus blur',
    apply: (o) => {
      const s = o.layoutParams.structure
      if (o.stylingParams.itemEnableShadow && s.scrollDirection === 'VERTICAL') {
        s.gallerySpacing = Math.max(s.gallerySpacing, o.stylingParams.itemShadowSize + o.stylingParams.itemShadowBlur)
      }
    },
  },
  {
    name: 'outside arrows get zero padding',
    apply: (o) => {
      if (o.layoutParams.navigationArrows.position === 'OUTSIDE_GALLERY') o.layoutParams.navigationArrows.padding = 0
    },
  },
  {
    name: 'vertical scrolling disables looping',
    apply: (o) => {
      if (o.layoutParams.structure.scrollDirection === 'VERTICAL') o.behaviourParams.gallery.horizontal.loop = false
    },
  },
  {
    name: 'vertical scrolling (or groups, or no crop) forces slide animation to scroll',
    apply: (o) => {
      if (
        o.layoutParams.structure.scrollDirection === 'VERTICAL' ||
        o.layoutParams.groups.groupSize > 1 ||
        !o.layoutParams.crop.enable
      ) {
        o.behaviourParams.gallery.horizontal.slideAnimation = 'SCROLL'
      }
    },
  },
  {
    name: 'info height zero unless info is above or below',
    apply: (o, env) => {
      if (!hasExternalVerticalPlacement(o.layoutParams.info.placement) || env.hasInfoRenderer === false)
        o.layoutParams.info.height = 0
    },
  },
  {
    name: 'percent info width clamped to 0-100',
    apply: (o) => {
      const info = o.layoutParams.info
      if (info.sizeUnits === 'PERCENT') info.width = Math.min(100, Math.max(0, info.width))
    },
  },
  {
    name: 'arrow vertical alignment resets to item centre unless info above/below and single-item groups',
    apply: (o) => {
      const placement = parts(o.layoutParams.info.placement)
        .filter((p) => p !== 'OVERLAY')
        .join(',')
      const single = o.layoutParams.groups.allowedGroupTypes.join('') === '1'
      if (!isConstantVerticalPlacement(placement) || !single)
        o.layoutParams.navigationArrows.verticalAlignment = 'ITEM_CENTER'
    },
  },
  {
    name: 'slideshow counter requires auto slide on and the slideshow layout',
    apply: (o) => {
      const h = o.behaviourParams.gallery.horizontal
      if (
        h.slideshowInfo.enableCounter &&
        (h.autoSlide.behaviour === 'OFF' || o.layoutParams.structure.galleryLayout !== 'slideshow')
      ) {
        h.slideshowInfo.enableCounter = false
      }
    },
  },
  {
    name: 'fade and deck animations block scrolling',
    apply: (o) => {
      const h = o.behaviourParams.gallery.horizontal
      if ((h.slideAnimation === 'FADE' || h.slideAnimation === 'DECK') && isSingleFullSlide(o)) h.blockScroll = true
    },
  },
  {
    name: 'mouse-cursor arrows disable video controls',
    apply: (o) => {
      if (o.layoutParams.navigationArrows.position === 'MOUSE_CURSOR' && arrowsRelevant(o))
        o.behaviourParams.item.video.enableControls = false
    },
  },
  {
    name: 'mouse-cursor arrows are disabled on touch devices',
    apply: (o, env) => {
      if (env.isTouch && o.layoutParams.navigationArrows.position === 'MOUSE_CURSOR' && arrowsRelevant(o)) {
        o.layoutParams.navigationArrows.enable = false
      }
    },
  },
  {
    // Outside arrows keep their room so the hydrated gallery does not move; the widget hides them.
    name: 'arrows are hidden while prerendering (outside arrows keep their room)',
    apply: (o, env) => {
      const arrows = o.layoutParams.navigationArrows
      if (env.isPrerender && arrows.position !== 'OUTSIDE_GALLERY' && arrowsRelevant(o)) arrows.enable = false
    },
  },
]

/** Runs every forced correction once, in order, on the private working copy `options`. */
export function applyForcedCorrections(options: GalleryOptions, env: CorrectionEnv = {}): GalleryOptions {
  for (const correction of FORCED_CORRECTIONS) correction.apply(options, env)
  return options
}
