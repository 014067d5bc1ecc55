import {
  memo,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type JSX,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ComponentType,
  type ReactNode,
} from 'react'
import type { RenderedItem } from '../../core/gallery/items/createRenderedItem'
import type { HoveringBehaviour, OverlayPosition, PlayTrigger, SizeUnits } from '../../core/gallery/options/enums'
import { overlayBox } from '../../core/gallery/widget/overlayBox'
import { overlayShown } from '../../core/gallery/widget/clickOutcome'
import { itemFrame } from '../../core/gallery/widget/itemFrame'

/** What an item needs besides its rendered record; stable across renders so items memoise. */
export interface GalleryItemProps {
  item: RenderedItem
  /** Low-resolution placeholder shown under the image until it loads ('' for none). */
  lowResUrl: string
  hoveringBehaviour: HoveringBehaviour
  /** The resolved info placement (OVERLAY, BELOW, ABOVE, LEFT, RIGHT, ALTERNATE_...). */
  placement: string
  /** Height reserved above or below the media, px; 0 for none. */
  infoHeight: number
  /** The item's column (column layouts: info beside the media takes the rest of it). */
  columnLeft?: number
  columnWidth?: number
  clickable: boolean
  /** Only the current item is in the tab order (roving tabindex). */
  tabbable: boolean
  current: boolean
  /** Accessible name: alt text, plus ', Buy Now' (translated) in store galleries. */
  label: string
  /** The image's alt text ('untitled image' for an untitled one). */
  alt: string
  /** The overlay options: position, size (px or percent), padding. */
  overlay: { position: OverlayPosition; size: number; sizeUnits: SizeUnits; padding: number }
  /** A CLICK-trigger video the controller set playing. */
  playing: boolean
  magnified: boolean
  /** How much MAGNIFY enlarges the picture (default 2). */
  magnification?: number
  /** The host decides a first tap only shows the hover (mobile). */
  hovered: boolean
  playTrigger: PlayTrigger
  /** FADE / DECK slides: the place and look on the stage (left, opacity, transform...). */
  stageStyle?: CSSProperties
  onActivate(idx: number, event: MouseEvent | KeyboardEvent): void
  onHover(idx: number, on: boolean): void
  onFocusChange(idx: number, focused: boolean): void
  onLoaded(idx: number): void
  /** The MAGNIFY click action's pointer handling (MagnifierPart's); none without it. */
  Magnifier?: ComponentType<MagnifierProps>
}

/** The MAGNIFY behaviour's look and pointer handlers of an item. */
export interface ItemMagnifier {
  style: CSSProperties | undefined
  dragging: boolean
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void
    onPointerMove(event: PointerEvent<HTMLElement>): void
    onPointerUp(): void
    onPointerCancel(): void
    onClickCapture(event: MouseEvent<HTMLElement>): void
  }
}

/** What a magnifier takes: the item's state and media box, and the item drawn with its look and handlers. */
export interface MagnifierProps {
  magnified: boolean
  scale: number
  /** The media's box inside the item element. */
  media: { top: number; left: number; width: number; height: number }
  children(magnifier: ItemMagnifier): ReactNode
}

/** The item's boxes: outer (the layout's, with the info's room), media and info (see `itemFrame`). */
export function itemFrameOf(
  props: Pick<GalleryItemProps, 'item' | 'placement' | 'infoHeight' | 'columnLeft' | 'columnWidth'>,
): ReturnType<typeof itemFrame> {
  const { item, placement, infoHeight, columnLeft, columnWidth } = props
  const { width, height } = item.style
  // The layout box is the media's; info above, below or beside it is in the space the layout reserved.
  return itemFrame({
    placement,
    idx: item.idx,
    box: { top: item.offset.top, left: item.offset.left, width, height },
    column: columnLeft !== undefined && columnWidth !== undefined ? { left: columnLeft, width: columnWidth } : null,
    infoHeight,
  })
}

/**
 * One gallery item at its layout box: the image (low-resolution placeholder first, the scaled
 * image fading in on load), a video (play on hover or click) or sandboxed text; hover overlay or
 * info beside it; keyboard activation with Enter and Space. Memoised: scrolling does not re-render it.
 */
export const GalleryItem = memo(function GalleryItem(props: GalleryItemProps): JSX.Element {
  const { item, lowResUrl, hoveringBehaviour, clickable, tabbable } = props
  const { current, label, magnified, hovered, playTrigger, onActivate, onHover, onFocusChange, onLoaded } = props
  const [loaded, setLoaded] = useState(false)
  const [hover, setHover] = useState(false)
  const mediaRef = useRef<HTMLImageElement & HTMLVideoElement>(null)
  const { width, height } = item.style
  const frame = itemFrameOf(props)
  const { outer, media, info } = frame
  const mediaHeight = height
  const hasOverlay = !info && !!(item.title || item.description)

  // CLICK-trigger videos play while the controller says so (a click toggles it).
  const { playing } = props
  useEffect(() => {
    const media = mediaRef.current
    if (playTrigger !== 'CLICK' || !(media instanceof HTMLVideoElement)) return
    if (playing) void media.play().catch(() => undefined)
    else media.pause()
  }, [playing, playTrigger])

  // An image already decoded (cache, server markup) fires no load event after hydration.
  useEffect(() => {
    const media = mediaRef.current
    if (media instanceof HTMLImageElement && media.complete && media.naturalWidth > 0) setLoaded(true)
  }, [])
  useEffect(() => {
    if (loaded) onLoaded(item.idx)
  }, [loaded, item.idx, onLoaded])

  const setHovered = (on: boolean) => {
    setHover(on)
    onHover(item.idx, on)
    const media = mediaRef.current
    if (item.type === 'video' && playTrigger === 'HOVER' && media instanceof HTMLVideoElement) {
      if (on) void media.play().catch(() => undefined)
      else media.pause()
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    onActivate(item.idx, event)
  }
  const { Magnifier } = props
  const view = (magnifier: ItemMagnifier | undefined) => {
    const mediaStyle = { ...media, ...magnifier?.style }
    return (
      <div
        className="vg__item"
        data-vitrine-item={item.id}
        data-idx={item.idx}
        data-clickable={clickable}
        data-hover={hovered || hover}
        data-magnified={magnified}
        aria-current={current ? 'true' : undefined}
        aria-label={label}
        // A named group when a click does nothing (it still takes focus for the arrow keys).
        role={clickable ? 'button' : 'group'}
        tabIndex={tabbable ? 0 : -1}
        data-stage={props.stageStyle ? 'true' : undefined}
        data-info={frame.side}
        style={{ ...outer, ...props.stageStyle }}
        onClick={(event) => onActivate(item.idx, event)}
        onKeyDown={onKeyDown}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        data-dragging={magnifier?.dragging || undefined}
        {...magnifier?.handlers}
        onFocus={(event) => event.target === event.currentTarget && onFocusChange(item.idx, true)}
        onBlur={(event) => event.target === event.currentTarget && onFocusChange(item.idx, false)}
      >
        <div className="vg__ph" style={{ ...media, background: item.style.bgColor || undefined }}>
          {lowResUrl && !loaded ? <img className="vg__lowres" src={lowResUrl} alt="" aria-hidden="true" /> : null}
        </div>
        {item.type === 'text' ? (
          // Text items are HTML from the host: sandboxed, with neither scripts nor same-origin access.
          <iframe className="vg__text" sandbox="" srcDoc={item.html} title={label} tabIndex={-1} />
        ) : item.type === 'video' ? (
          <video
            ref={mediaRef}
            className="vg__media"
            data-loaded="true"
            src={item.videoUrl || undefined}
            poster={item.url || undefined}
            muted
            loop
            playsInline
            preload="none"
            autoPlay={playTrigger === 'AUTO'}
            aria-label={label}
            style={mediaStyle}
          />
        ) : (
          // Printing gets the high-resolution image (spec: print-only sources while printing).
          <picture>
            {item.printUrl ? <source media="print" srcSet={item.printUrl} /> : null}
            <img
              ref={mediaRef}
              className="vg__media"
              data-loaded={loaded}
              src={item.url}
              alt={props.alt}
              width={Math.round(width)}
              height={Math.round(mediaHeight)}
              draggable={false}
              decoding="async"
              onLoad={() => setLoaded(true)}
              style={mediaStyle}
            />
          </picture>
        )}
        {hasOverlay ? (
          <div
            className="vg__overlay"
            data-shown={overlayShown(hoveringBehaviour, hovered || hover)}
            aria-hidden="true"
            style={overlayStyle(props.overlay, media)}
          >
            <ItemTexts title={item.title} description={item.description} />
          </div>
        ) : null}
        {info ? (
          <div className="vg__info" data-side={frame.side} style={info}>
            <ItemTexts title={item.title} description={item.description} />
          </div>
        ) : null}
      </div>
    )
  }
  return Magnifier ? (
    <Magnifier magnified={magnified} scale={props.magnification ?? 2} media={media}>
      {view}
    </Magnifier>
  ) : (
    view(undefined)
  )
})

/** The overlay's place over the media (its options' position, size and padding, clamped to the item). */
function overlayStyle(
  overlay: GalleryItemProps['overlay'],
  media: { top: number; left: number; width: number; height: number },
): CSSProperties {
  const box = overlayBox({ ...overlay, width: media.width, height: media.height })
  return {
    inset: 'auto',
    boxSizing: 'border-box',
    top: media.top + box.top,
    left: media.left + box.left,
    width: box.width,
    height: box.height,
  }
}

/** An item's title and description, as the hover overlay and the info box beside or below it show them. */
function ItemTexts(props: { title?: string; description?: string }): JSX.Element {
  const { title, description } = props
  return (
    <>
      {title ? <p className="vg__title">{title}</p> : null}
      {/* Words stay apart in text read without layout (the accessible-name check joins the nodes). */}
      {title && description ? ' ' : null}
      {description ? <p className="vg__description">{description}</p> : null}
    </>
  )
}
