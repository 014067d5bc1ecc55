import { useEffect, useMemo, useRef, useState, type JSX, type KeyboardEvent } from 'react'
import { useStore } from '../useStore'
import { createPortal } from 'react-dom'
import {
  canNavigate,
  createFullscreenStore,
  fullscreenKeyEvent,
  type FullscreenEvent,
} from '../../core/gallery/widget/fullscreenMachine'
import { zIndexFor } from '../../core/document/constants'
import { safeItemMediaUrl } from '../../core/gallery/items/safeLinkUrl'
import { useTranslations } from '../i18n/useTranslations'
import { fullscreenCss } from './fullscreenCss'
import { FullscreenIcon } from './FullscreenIcon'
import { useFocusTrap } from './useFocusTrap'
import { useInertBackground } from './useInertBackground'
import { useSwipeAndPan } from './useSwipeAndPan'

/** One item the fullscreen viewer shows. */
export interface FullscreenItem {
  id: string
  src: string
  width?: number
  height?: number
  alt?: string
  title?: string
  description?: string
  type?: 'image' | 'video'
  /** What the download button fetches; default `src`. */
  downloadUrl?: string
}

/** Props of the fullscreen viewer (`LazyFullscreenViewer`). */
export interface FullscreenViewerProps {
  items: readonly FullscreenItem[]
  /** The item shown when the viewer opens (and whenever the host changes it). */
  index: number
  /** Called on the close button, Escape or a click outside the media and controls. */
  onClose(): void
  /** Called when the visitor moves to another item. */
  onIndexChange?(index: number): void
  /** Hides the download button. */
  disableDownload?: boolean
  /** Language of the labels (English until its bundle has loaded); also the direction. */
  locale?: string
  /** Next at the last item goes to the first. Default false. */
  loop?: boolean
  /** Pauses the focus trap (e.g. while the host shows its own dialog above the viewer). */
  paused?: boolean
  /** Stacks the dialog on the mobile z-index base (100000) instead of the desktop one (5000). */
  isMobile?: boolean
}

/**
 * The fullscreen media viewer: a modal dialog with the item at `index`, previous/next buttons,
 * arrow keys (mirrored right to left), swipe, zoom (button, double click, +/-/0 keys, drag to pan),
 * download unless disabled, a counter and the caption. Focus is trapped with `focus-trap` while it
 * is open and goes back to where it was on close. Rendered into `document.body`.
 */
export function FullscreenViewer(props: FullscreenViewerProps): JSX.Element {
  const { index, onClose, onIndexChange, disableDownload, locale, loop = false, paused = false } = props
  const items = useMemo(() => props.items.map(safeFullscreenItem), [props.items])
  const { t, dir } = useTranslations(locale)
  const [store] = useState(() => createFullscreenStore(index, items.length, loop))
  const state = useStore(store)
  const dispatch = store.send
  const rootRef = useRef<HTMLDivElement>(null)
  const barRef = useRef<HTMLDivElement>(null)
  // The arrows sit in wrappers: focus-trap looks for tabbable nodes inside each container.
  const previousRef = useRef<HTMLDivElement>(null)
  const nextRef = useRef<HTMLDivElement>(null)
  const mediaRef = useRef<HTMLElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const captionRef = useRef<HTMLDivElement>(null)

  useEffect(() => dispatch({ type: 'sync', index, count: items.length }), [dispatch, index, items.length])
  const reported = useRef(state.index)
  useEffect(() => {
    if (reported.current === state.index) return
    reported.current = state.index
    onIndexChange?.(state.index)
  }, [state.index, onIndexChange])

  // The page behind is inert while the dialog is open (restored before focus returns to it).
  useInertBackground(rootRef)
  useFocusTrap({
    containers: [barRef, previousRef, mediaRef, nextRef, captionRef],
    initialFocus: closeRef,
    fallbackFocus: rootRef,
    paused,
    onDeactivate: onClose,
  })
  const pointer = useSwipeAndPan({ stageRef: mediaRef, zoom: state.zoom, dir, dispatch })

  // The page behind does not scroll while the viewer is open.
  useEffect(() => {
    const { style } = document.documentElement
    const before = style.overflow
    style.overflow = 'hidden'
    return () => {
      style.overflow = before
    }
  }, [])

  const item = items[state.index]
  // The neighbours are fetched ahead, so next and previous show at once.
  useEffect(() => {
    for (const near of [items[state.index + 1], items[state.index - 1]]) {
      if (near?.src && near.type !== 'video') new Image().src = near.src
    }
  }, [items, state.index])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const action: FullscreenEvent | null = fullscreenKeyEvent(event.key, dir)
    if (!action) return
    event.preventDefault()
    dispatch(action)
  }
  const zoomed = state.zoom > 1
  const itemName = (shown: FullscreenItem) =>
    shown.alt || shown.title || t(shown.type === 'video' ? 'videoUntitled' : 'imageUntitled')
  const mediaStyle = { transform: `translate(${state.pan.x}px, ${state.pan.y}px) scale(${state.zoom})` }

  const view = (
    <div
      ref={rootRef}
      className="vitrine-fs"
      style={{ zIndex: zIndexFor('dialog', props.isMobile === true) }}
      role="dialog"
      aria-modal="true"
      aria-label={t('fullscreenDialog')}
      dir={dir}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <style dangerouslySetInnerHTML={{ __html: fullscreenCss }} />
      <div ref={barRef} className="vitrine-fs__bar">
        <span className="vitrine-fs__counter">
          {t('fullscreenCounter', { index: state.index + 1, total: items.length })}
        </span>
        <button
          type="button"
          className="vitrine-fs__btn"
          aria-label={t(zoomed ? 'fullscreenZoomOut' : 'fullscreenZoomIn')}
          aria-pressed={zoomed}
          onClick={() => dispatch({ type: 'toggleZoom' })}
        >
          <FullscreenIcon name={zoomed ? 'zoomOut' : 'zoomIn'} />
        </button>
        {!disableDownload && item?.downloadUrl ? (
          <a
            className="vitrine-fs__btn"
            href={item.downloadUrl}
            download=""
            aria-label={t('fullscreenDownload')}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FullscreenIcon name="download" />
          </a>
        ) : null}
        <button
          ref={closeRef}
          type="button"
          className="vitrine-fs__btn"
          aria-label={t('fullscreenClose')}
          onClick={onClose}
        >
          <FullscreenIcon name="close" />
        </button>
      </div>
      <div className="vitrine-fs__stage">
        <div ref={previousRef}>
          <button
            type="button"
            className="vitrine-fs__btn vitrine-fs__nav"
            data-dir="previous"
            aria-label={t('fullscreenPrevious')}
            disabled={!canNavigate(state, 'previous')}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <FullscreenIcon name="previous" />
          </button>
        </div>
        <figure
          ref={mediaRef}
          className="vitrine-fs__media"
          data-zoomed={zoomed}
          data-dragging={pointer.dragging}
          onDoubleClick={() => dispatch({ type: 'toggleZoom' })}
          {...pointer.handlers}
        >
          {item?.type === 'video' ? (
            <video key={item.id} src={item.src || undefined} controls playsInline aria-label={itemName(item)} />
          ) : item ? (
            <img
              key={item.id}
              src={item.src || undefined}
              alt={itemName(item)}
              width={item.width}
              height={item.height}
              draggable={false}
              style={mediaStyle}
            />
          ) : null}
        </figure>
        <div ref={nextRef}>
          <button
            type="button"
            className="vitrine-fs__btn vitrine-fs__nav"
            data-dir="next"
            aria-label={t('fullscreenNext')}
            disabled={!canNavigate(state, 'next')}
            onClick={() => dispatch({ type: 'next' })}
          >
            <FullscreenIcon name="next" />
          </button>
        </div>
      </div>
      {/* Each move is announced: "Image 4 of 20: <alt>". */}
      <p className="vitrine-fs__sr" aria-live="polite" aria-atomic="true">
        {item
          ? t(item.type === 'video' ? 'fullscreenVideoAnnouncement' : 'fullscreenImageAnnouncement', {
              index: state.index + 1,
              total: items.length,
              alt: itemName(item),
            })
          : ''}
      </p>
      <div ref={captionRef} className="vitrine-fs__caption">
        {item?.title ? <p className="vitrine-fs__title">{item.title}</p> : null}
        {item?.description ? <p className="vitrine-fs__description">{item.description}</p> : null}
      </div>
    </div>
  )
  return typeof document === 'undefined' ? view : createPortal(view, document.body)
}

/**
 * An item with its addresses through the project's allow-list: a media or download address that is
 * not http(s), `//host` or relative (a `javascript:` or `data:` one, however spelt) becomes '' (no
 * image source) or no download link; the download defaults to the media's own address.
 */
function safeFullscreenItem(item: FullscreenItem): FullscreenItem {
  const src = safeItemMediaUrl(item.src) ?? ''
  const downloadUrl = item.downloadUrl === undefined ? src : (safeItemMediaUrl(item.downloadUrl) ?? '')
  return src === item.src && downloadUrl === item.downloadUrl ? item : { ...item, src, downloadUrl }
}
