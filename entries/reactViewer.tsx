/**
 * vitrine/react/viewer: the rich-content viewer of `ui-react/viewer` with the browser's platform wired
 * in (console logger, system clock; `window.open` for its galleries' item links) unless a surrounding
 * `ViewerPortsContext` (`GalleryPortsContext`) or the viewer's own props name others. Everything else
 * is re-exported unchanged.
 *
 * @module vitrine/react/viewer
 */
import { useContext, type ReactElement } from 'react'
import { consoleLogger } from '../adapters/browser/consoleLogger'
import { systemClock } from '../adapters/browser/systemClock'
import { GalleryPortsContext, type GalleryPorts } from '../ui-react/gallery/galleryPorts'
import {
  RichContentViewer as ViewerView,
  ViewerPortsContext,
  type RichContentViewerProps,
  type ViewerPorts,
} from '../ui-react/viewer'

export * from '../ui-react/viewer'

let browser: (ViewerPorts & GalleryPorts) | null = null

/**
 * The browser's viewer ports, made once: what this entry's `<RichContentViewer>` uses by default (its
 * galleries too, which open item links with `window.open`).
 */
export function browserViewerPorts(): ViewerPorts & GalleryPorts {
  browser ??= {
    // The viewer's messages start with 'Vitrine viewer:' already: no prefix.
    logger: consoleLogger(''),
    clock: systemClock(),
    openUrl: (url, target) => {
      window.open(url, target, 'noopener')
    },
  }
  return browser
}

/** The rich-content viewer (see `ui-react/viewer`'s `RichContentViewer`) on the browser's ports. */
export function RichContentViewer(props: RichContentViewerProps): ReactElement | null {
  const outer = useContext(ViewerPortsContext)
  const gallery = useContext(GalleryPortsContext)
  let view = <ViewerView {...props} />
  if (!gallery) view = <GalleryPortsContext.Provider value={browserViewerPorts()}>{view}</GalleryPortsContext.Provider>
  if (!outer) view = <ViewerPortsContext.Provider value={browserViewerPorts()}>{view}</ViewerPortsContext.Provider>
  return view
}
