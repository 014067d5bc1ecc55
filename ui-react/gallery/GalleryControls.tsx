import { useEffect, useRef, type CSSProperties, type JSX } from 'react'
import { thumbnailScrollOffset } from '../../core/gallery/widget/thumbnailStrip'
import type { ArrowsContainerType, ArrowsType } from '../../core/gallery/options/enums'
import type { RenderedItem } from '../../core/gallery/items/createRenderedItem'

// Seven arrow styles, drawn in a 24-unit box pointing to the next item.
const ARROW_PATHS: Record<ArrowsType, string> = {
  DEFAULT_ARROW: 'M9 4l8 8-8 8',
  ARROW_2: 'M8 3l9 9-9 9',
  ARROW_3: 'M5 12h14M13 6l6 6-6 6',
  ARROW_4: 'M10 6l6 6-6 6M4 6l6 6-6 6',
  ARROW_5: 'M7 5l10 7-10 7z',
  ARROW_6: 'M12 3a9 9 0 100 18 9 9 0 000-18zM10.5 8l4 4-4 4',
  ARROW_7: 'M6 12h12M14 8l4 4-4 4M3 12h1',
}

/** A slider arrow: a named `<button>` in one of the 7 styles, sized by `size`. */
export function GalleryArrow(props: {
  side: 'previous' | 'next'
  label: string
  type: ArrowsType
  container: ArrowsContainerType
  size: number
  /** The button's square box (default 1.9 × size in a BOX, else 1.4 ×). */
  box?: number
  /** Outside the gallery: drawn for the page's background, not over a picture. */
  outside?: boolean
  style?: CSSProperties
  follower?: boolean
  onClick(): void
}): JSX.Element {
  const { side, label, type, container, size, style, follower, outside, onClick } = props
  const box = props.box ?? (container === 'BOX' ? Math.round(size * 1.9) : Math.round(size * 1.4))
  return (
    <button
      type="button"
      className="vg__arrow"
      data-side={side}
      data-container={container}
      data-follower={follower ? 'true' : undefined}
      data-outside={outside ? 'true' : undefined}
      aria-label={label}
      // The follower only mirrors the pointer; keyboard users have the arrow keys.
      tabIndex={follower ? -1 : undefined}
      aria-hidden={follower ? true : undefined}
      style={{ width: box, height: box, ...style }}
      onClick={(event) => {
        event.stopPropagation()
        onClick()
      }}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        style={{ width: Math.min(size, box), height: Math.min(size, box) }}
      >
        <path d={ARROW_PATHS[type] ?? ARROW_PATHS.DEFAULT_ARROW} fill={type === 'ARROW_5' ? 'currentColor' : 'none'} />
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
          aria-label={playButton.label}
          aria-pressed={!playButton.paused}
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
