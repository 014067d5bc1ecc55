import { useEffect, useMemo, useState, type RefObject } from 'react'
import { createGalleryController, LAYOUT_WORKER_THRESHOLD } from '../../core/gallery/widget/createGalleryController'
import type { GalleryController } from '../../core/gallery/widget/galleryControllerTypes'
import type { ReadableStore } from '../../core/shared/createStore'
import { useStore } from '../useStore'
import { withMobileThumbnailSize } from '../../core/gallery/widget/mobileThumbnails'
import { loadFullOptions, needsFullOptions } from '../../core/gallery/options/galleryOptions'
import type { GalleryProps } from './Gallery'
import type { GalleryPorts } from './galleryPorts'
import { useContainer } from './useContainer'
import { usePrinting } from './usePrinting'

/** Whether this render hydrates server markup (or runs on the server): false once the browser renders. */
const hydrating: ReadableStore<boolean> = { subscribe: () => () => {}, getSnapshot: () => false }
const serverOrHydrationRender = () => true

/**
 * The gallery's controller, made once per `<Gallery>` and kept in step with its props: items,
 * options (thumbnails at the phone size on phones), the container (the prop, else the parent's size),
 * the host's callbacks and print mode. Options in legacy names or values load the migration first. Its timers and events start once mounted and stop on unmount.
 * From the worker threshold the layout runs on the `layoutWorker` prop, else on the ports' worker
 * (in the browser only, and not while hydrating server markup, which has the whole synchronous layout).
 * In the browser (not hydrating) a large gallery shows the layout of its first items first and lays
 * out the whole after that frame is painted (the controller's `afterFrame`).
 */
export function useGalleryController(
  props: GalleryProps,
  ports: GalleryPorts,
  rootRef: RefObject<HTMLElement | null>,
): GalleryController {
  const { clock, logger, openUrl } = ports
  const isMobile = props.isMobile ?? false
  const options = useMemo(() => withMobileThumbnailSize(props.options, isMobile), [props.options, isMobile])
  const container = useContainer(props.container, rootRef, clock)
  const isHydrating = useStore(hydrating, serverOrHydrationRender)
  const [{ g, own }] = useState(() => {
    // Options in legacy names or values wait for the migration's chunk: the first render suspends
    // (the server's markup stays as it is until then), so no layout is made from misread options.
    if (needsFullOptions(props.options)) throw loadFullOptions()
    const threshold = props.layoutWorkerThreshold ?? LAYOUT_WORKER_THRESHOLD
    const canOwn = typeof window !== 'undefined' && typeof Worker !== 'undefined' && !isHydrating
    const own = !props.layoutWorker && canOwn ? (ports.createLayoutWorker?.(logger) ?? null) : null
    // After the next animation frame has been painted (a task queued from the frame's callback).
    const afterFrame = canOwn
      ? (run: () => void) => requestAnimationFrame(() => void clock.setTimeout(run, 0))
      : undefined
    const controller = createGalleryController({
      id: props.id,
      items: props.items,
      options,
      container: props.container ?? null,
      clock,
      logger,
      layout: props.layoutWorker ?? own ?? undefined,
      layoutWorkerThreshold: threshold,
      totalItemsCount: props.totalItemsCount,
      getMoreItems: props.getMoreItems,
      isMobile,
      isStoreGallery: props.isStoreGallery,
      eventsListener: props.eventsListener,
      openUrl,
      start: false,
      afterFrame,
    })
    return { g: controller, own }
  })
  useEffect(() => {
    g.setHost({ getMoreItems: props.getMoreItems, eventsListener: props.eventsListener, openUrl, isMobile })
  })
  useEffect(() => g.setItems(props.items, props.totalItemsCount), [g, props.items, props.totalItemsCount])
  useEffect(() => {
    if (!needsFullOptions(options)) return g.setOptions(options)
    // New legacy options apply once the migration has loaded; the current layout stays until then.
    let live = true
    void loadFullOptions().then(() => {
      if (live) g.setOptions(withMobileThumbnailSize(props.options, isMobile))
    })
    return () => {
      live = false
    }
  }, [g, options]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => g.setContainer(container), [g, container])
  useEffect(() => {
    g.start()
    return () => {
      g.dispose()
      own?.dispose()
    }
  }, [g, own])
  usePrinting(g.setPrinting)
  return g
}
