import type { JSX } from 'react'
import type { GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import type { GetMoreItems } from '../../core/gallery/widget/galleryControllerTypes'
import type { Clock } from '../../ports/clock'
import type { LayoutWorkerPort } from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'
import { useTranslations } from '../i18n/useTranslations'
import { useStore } from '../useStore'
import { galleryCss } from './galleryCss'
import type { GalleryEventsListener } from './galleryEvents'
import { useGalleryPorts } from './galleryPorts'
import { GalleryContent } from './GalleryContent'
import { useGalleryController } from './useGalleryController'
import { useGalleryKeyboard } from './useGalleryKeyboard'
import { useReducedMotion } from './useReducedMotion'
import type { RootPointerHandlers } from './SliderPart'
import { Suspense, useDeferredValue, useRef, type ReactNode } from 'react'
import { partsBeforeRender } from './galleryParts'

/** Props of {@link Gallery}: the public contract of the gallery widget. */
export interface GalleryProps {
  /** Gallery id: the root is `id="vitrine-gallery-<id>"`. */
  id: string
  /** Media items (id/itemId/photoId, mediaUrl or url, width/height or metaData, metadata...). */
  items: readonly unknown[]
  /** Anything `resolveOptions` accepts, nested or legacy. */
  options?: unknown
  /** The container; without it the gallery measures its parent (debounced 100 ms). */
  container?: GalleryContainer
  eventsListener?: GalleryEventsListener
  totalItemsCount?: number
  /** Asks the host for items from `fromIndex` (infinite scroll, Load More); may return them or pass them in `items`. */
  getMoreItems?: GetMoreItems
  /** What scrolls the gallery; default the window. */
  scrollingElement?: HTMLElement | null
  isMobile?: boolean
  isPrerender?: boolean
  /** Language of the controls' labels (English first, then the locale's bundle). */
  locale?: string
  /** Hides the fullscreen viewer's download button. */
  disableDownload?: boolean
  logger?: Logger
  /** Time (timers, throttles); default the platform's, from `vitrine/react/gallery`. */
  clock?: Clock
  /** Opens an item link; default `window.open` (from `vitrine/react/gallery`). */
  openUrl?: (url: string, target: string) => void
  /**
   * From `layoutWorkerThreshold` items (default 15,000: below it the cold synchronous layout takes
   * under 50 ms in Chromium and shows the first frame sooner than a worker) the browser lays out in a
   * worker: this port (e.g. `browserLayoutWorker(url)`), else the package's own
   * `layoutWorker.worker.js`; below it, on the server and when hydrating server markup without this
   * prop, the layout is synchronous.
   */
  layoutWorker?: LayoutWorkerPort
  layoutWorkerThreshold?: number
  /** A store gallery: every item's name and alt text end with ', Buy Now' (translated). */
  isStoreGallery?: boolean
}

/**
 * The media gallery widget, a view over the gallery controller (`createGalleryController`): it
 * renders the controller's snapshot (every preset, at the layout's boxes, virtualised, with sliders,
 * thumbnails, Load More, infinite scroll and the fullscreen viewer) and turns DOM events into its
 * commands. Keyboard accessible; the server's markup does not move on hydration.
 */
export function Gallery(props: GalleryProps): JSX.Element {
  // Options in legacy names suspend the first render until their migration loads (see useGalleryController).
  // New options are rendered as a deferred value: when they ask for a part not loaded yet, the gallery
  // keeps showing the current options until it arrives instead of giving way to the empty fallback.
  const options = useDeferredValue(props.options)
  return (
    <Suspense fallback={null}>
      <PartsGate options={options}>
        <GalleryWidget {...props} options={options} />
      </PartsGate>
    </Suspense>
  )
}

/** The gallery renders once the parts its options ask for are in (see partsBeforeRender). */
function PartsGate(props: { options: unknown; children: ReactNode }): ReactNode {
  const pending = partsBeforeRender(props.options)
  if (pending) throw pending
  return props.children
}

function GalleryWidget(props: GalleryProps): JSX.Element {
  const { id } = props
  const ports = useGalleryPorts(props)
  const { clock, logger } = ports
  const rootRef = useRef<HTMLDivElement>(null)
  const itemsRef = useRef<HTMLElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const g = useGalleryController(props, ports, rootRef)
  const s = useStore(g)
  const { t, dir: localeDir } = useTranslations(props.locale)
  const { options, layout, horizontal, rtl } = s
  const onKeyDown = useGalleryKeyboard(g, { rootRef, itemsRef })
  // Under prefers-reduced-motion the slideshow does not start by itself (its Play button still does).
  useReducedMotion(g.setReducedMotion)
  // Set by the slider's mouse-follower arrow (SliderPart) while it is on.
  const rootPointerRef = useRef<RootPointerHandlers>({})
  return (
    <div
      ref={rootRef}
      id={`vitrine-gallery-${id}`}
      className="vg"
      dir={rtl ? 'rtl' : localeDir}
      role="region"
      tabIndex={-1}
      aria-label={t('galleryLabel')}
      aria-roledescription={horizontal ? t('galleryCarousel') : undefined}
      data-orientation={horizontal ? 'horizontal' : 'vertical'}
      data-interacted={s.firstInteraction || undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={() => g.setGalleryHovered(true)}
      onMouseLeave={() => {
        g.setGalleryHovered(false)
        rootPointerRef.current.onMouseLeave?.()
      }}
      onMouseMove={(event) => rootPointerRef.current.onMouseMove?.(event)}
      onClickCapture={(event) => rootPointerRef.current.onClickCapture?.(event)}
      onFocus={(event) => g.setGalleryFocused((event.target as HTMLElement).matches?.(':focus-visible') ?? false)}
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return
        g.setGalleryFocused(false)
        if (itemsRef.current?.contains(event.target)) g.leave()
      }}
      style={{ width: s.width || undefined, height: layout ? s.height : undefined }}
    >
      <style dangerouslySetInnerHTML={{ __html: galleryCss }} />
      {layout && options ? (
        <GalleryContent
          g={g}
          s={{ ...s, layout, options }}
          refs={{ itemsRef, scrollerRef }}
          t={t}
          rootPointerRef={rootPointerRef}
          clock={clock}
          logger={logger}
          host={props}
        />
      ) : null}
      <p className="vg__sr" aria-live="polite">
        {s.announcement ? t(s.announcement.key) : ''}
      </p>
    </div>
  )
}
