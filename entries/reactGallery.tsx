/**
 * vitrine/react/gallery: the `<Gallery>` widget of `ui-react/gallery` with the browser's platform
 * wired in (system clock, console logger, the package's layout worker, `window.open` for item links)
 * unless a surrounding `GalleryPortsContext` or the gallery's own props name others. Everything else
 * is re-exported unchanged.
 *
 * @module vitrine/react/gallery
 */
import { useContext, type JSX } from 'react'
import { consoleLogger } from '../adapters/browser/consoleLogger'
import { defaultLayoutWorker, lazyLayoutPort } from '../adapters/browser/defaultLayoutWorker'
import { systemClock } from '../adapters/browser/systemClock'
import { Gallery as GalleryView, GalleryPortsContext, type GalleryPorts, type GalleryProps } from '../ui-react/gallery'

export * from '../ui-react/gallery'

let browser: GalleryPorts | null = null

/** The browser's gallery ports, made once: what `vitrine/react/gallery`'s `<Gallery>` uses by default. */
export function browserGalleryPorts(): GalleryPorts {
  browser ??= {
    clock: systemClock(),
    logger: consoleLogger(),
    // Started by the first layout call only (galleries from the worker threshold), stopped on unmount.
    createLayoutWorker: (logger) => lazyLayoutPort(() => defaultLayoutWorker(logger)),
    openUrl: (url, target) => {
      window.open(url, target, 'noopener')
    },
  }
  return browser
}

/** The media gallery widget (see `ui-react/gallery`'s `Gallery`) on the browser's ports. */
export function Gallery(props: GalleryProps): JSX.Element {
  const outer = useContext(GalleryPortsContext)
  if (outer) return <GalleryView {...props} />
  return (
    <GalleryPortsContext.Provider value={browserGalleryPorts()}>
      <GalleryView {...props} />
    </GalleryPortsContext.Provider>
  )
}
