import { createContext, useContext } from 'react'
import type { Clock } from '../../ports/clock'
import type { LayoutWorkerPort } from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'

/**
 * The platform a `<Gallery>` runs on: time, where problems are reported, the layout worker used from
 * the worker threshold, and how an item link opens. The `vitrine/react/gallery` entry provides the
 * browser's (system clock, console, the package's worker, `window.open`); tests pass a manual clock.
 */
export interface GalleryPorts {
  clock: Clock
  logger?: Logger
  /** Makes the layout worker large galleries lay out in (called once per gallery, when needed). */
  createLayoutWorker?: (logger: Logger | undefined) => LayoutWorkerPort
  /** Opens an item's link; default `window.open(url, target)`. */
  openUrl?: (url: string, target: string) => void
}

/** The ports every `<Gallery>` below it uses unless its own props name them. */
export const GalleryPortsContext = /* @__PURE__ */ createContext<GalleryPorts | null>(null)

/** Said when a `<Gallery>` has no clock from its props or a {@link GalleryPortsContext}. */
export const NO_GALLERY_CLOCK =
  "Gallery: no clock. Use the Gallery of the 'vitrine/react/gallery' entry (it provides the browser's), or pass a clock prop."

/** The gallery's ports: its props first, then the nearest {@link GalleryPortsContext}. */
export function useGalleryPorts(props: Partial<GalleryPorts>): GalleryPorts {
  const context = useContext(GalleryPortsContext)
  const clock = props.clock ?? context?.clock
  if (!clock) throw new Error(NO_GALLERY_CLOCK)
  return {
    clock,
    logger: props.logger ?? context?.logger,
    createLayoutWorker: props.createLayoutWorker ?? context?.createLayoutWorker,
    openUrl: props.openUrl ?? context?.openUrl,
  }
}
