import { useEffect, useRef, type CSSProperties, type JSX } from 'react'
import { thumbnailScrollOffset } from '../../core/gallery/widget/thumbnailStrip'
import type { ArrowsContainerType, ArrowsType } from '../../core/gallery/options/enums'
import { ARROW_DRAWINGS, arrowBox, type ArrowBox } from '../../core/gallery/widget/galleryChrome'
import type { RenderedItem } from '../../core/gallery/items/createRenderedItem'

// The seven arrow styles, each drawn pointing to the next item in its own box (ARROW_DRAWINGS).
const ARROW_PATHS: Record<ArrowsType, string> = {
  // A chevron.
  DEFAULT_ARROW: 'M4 3l15 16.5L4 36',
  // An arrow with a shaft.
  ARROW_2: 'M3 16.5h33M23 4l13 12.5L23 29',
  // A tall, narrow chevron.
  ARROW_3: 'M3 3l19 18L3 39',
  // A long, thin arrow.
  ARROW_4: 'M2 5.5h34M31 1.5l5 4-5 4',
  // A solid block arrow.
  ARROW_5: 'M2 8h21V2l14 10.5L23 23v-6H2z',
  // A double chevron.
  ARROW_6: 'M3 4l9 16-9 16M14 4l9 16-9 16',
  // An arrow leaving a bar.
  ARROW_7: 'M4 8v17M10 16.5h25M25 6l10 10.5L25 27',
}

/** A slider arrow: a named `<button>` in one of the 7 styles, sized by `size`. */
export function GalleryArrow(props: {
  side: 'previous' | 'next'
  label: string
  type: ArrowsType
  container: ArrowsContainerType
  size: number
  /** The button's box and its drawing (default {@link arrowBox} of the type, container and size). */
  box?: ArrowBox
  /** Outside the gallery: drawn for the page's background, not over a picture. */
  outside?: boolean
  style?: CSSProperties
  follower?: boolean
  onClick(): void
}): JSX.Element {
  const { side, label, container, size, style, follower, outside, onClick } = props
  const type = ARROW_PATHS[props.type] ? props.type : 'DEFAULT_ARROW'
  const box = props.box ?? arrowBox({ type, container, size })
  const drawing = ARROW_DRAWINGS[type]
  return (
    <button
      type="button"
      className="vg__arrow"
      data-side={side}
      data-container={container}
      data-arrow={type}
      data-follower={follower ? 'true' : undefined}
      data-outside={outside ? 'true' : undefined}
      aria-label={label}
      // The follower only mirrors the pointer; keyboard users have the arrow keys.
      tabIndex={follower ? -1 : undefined}
      aria-hidden={follower ? true : undefined}
      // Never under 24 × 24 px, the least target size a pointer needs.
      style={{ width: Math.max(24, box.width), height: Math.max(24, box.height), ...style }}
      onClick={(event) => {
        event.stopPropagation()
        onClick()
      }}
    >
      <svg
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        aria-hidden="true"
        focusable="false"
        style={{ width: box.icon.width, height: box.icon.height }}
      >
        <path
          d={ARROW_PATHS[type]}
          fill={type === 'ARROW_5' ? 'currentColor' : 'none'}
          // The stroke keeps its width whatever the drawing's scale.
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </button>
  )
}

/** The slideshow counter and the auto-slide pause/play button. */
export function SlideshowControls(props: {
  counter: string | null
  counterWidth: number
  playButton: { paused: boolean; label: string; onToggle(): void } | null
  /** Px from the gallery's bottom and inline-end edges. */
  inset?: { bottom: number; end: number }
}): JSX.Element | null {
  const { counter, counterWidth, playButton, inset } = props
  if (!counter && !playButton) return null
  return (
    <div className="vg__controls" style={inset ? { bottom: inset.bottom, insetInlineEnd: inset.end } : undefined}>
      {playButton ? (
        <button
          type="button"
          className="vg__play"
          // The name says what a press does (Pause / Play slideshow), so no pressed state besides it.
          aria-label={playButton.label}
          onClick={playButton.onToggle}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={playButton.paused ? 'M8 5l11 7-11 7z' : 'M8 5v14M16 5v14'} />
          </svg>
        </button>
      ) : null}
      {counter ? (
        <span className="vg__counter" style={{ minWidth: counterWidth }} aria-live="polite">
          {counter}
        </span>
      ) : null}
    </div>
  )
}

/**
 * The thumbnail strip: one button per item, the current one marked; it scrolls itself (not the
 * page) to keep the current thumbnail in its middle.
 */
export function ThumbnailStrip(props: {
  items: readonly RenderedItem[]
  thumbnailUrl(item: RenderedItem): string
  activeIndex: number
  size: number
  spacing: number
  vertical: boolean
  /** Over the slides (ON_GALLERY) rather than beside them. */
  onGallery: boolean
  rtl: boolean
  label: string
  style: CSSProperties
  onSelect(index: number): void
}): JSX.Element {
  const { items, thumbnailUrl, activeIndex, size, spacing, vertical, onGallery, rtl, label, style, onSelect } = props
  const ref = useRef<HTMLUListElement>(null)
  const count = items.length
  useEffect(() => {
    const strip = ref.current
    if (!strip) return
    const viewLength = vertical ? strip.clientHeight : strip.clientWidth
    const offset = thumbnailScrollOffset({ activeIndex, size, spacing, count, viewLength })
    // Right to left, Chromium counts scrollLeft from the right edge leftwards (negative).
    strip.scrollTo({ [vertical ? 'top' : 'left']: vertical || !rtl ? offset : -offset, behavior: 'smooth' })
  }, [activeIndex, size, spacing, count, vertical, rtl])
  return (
    <ul
      ref={ref}
      className="vg__thumbs"
      data-vertical={vertical}
      data-on-gallery={onGallery || undefined}
      aria-label={label}
      style={{ ...style, ['--vg-thumb-gap' as string]: `${spacing}px` }}
    >
      {items.map((item) => (
        <li key={item.id} style={{ flex: 'none' }}>
          <button
            type="button"
            className="vg__thumb"
            aria-label={item.alt}
            aria-current={item.idx === activeIndex ? 'true' : undefined}
            data-thumb-idx={item.idx}
            style={{ width: size, height: size }}
            onClick={() => onSelect(item.idx)}
          >
            <img src={thumbnailUrl(item)} alt="" loading="lazy" draggable={false} />
          </button>
        </li>
      ))}
    </ul>
  )
}
