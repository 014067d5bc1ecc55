import { createContext } from 'react'
import type { Clock } from '../../ports/clock'
import type { Logger } from '../../ports/logger'

/**
 * The platform a `<RichContentViewer>` runs on: where its errors and warnings go and the time its
 * players and polls run on. The `vitrine/react` and `vitrine/react/viewer` entries provide the
 * browser's (the console, the system clock; and, for its galleries, `window.open` through the gallery
 * ports); tests pass their own.
 */
export interface ViewerPorts {
  logger: Logger
  clock: Clock
}

/** The ports every `<RichContentViewer>` below it uses unless its own props name them. */
export const ViewerPortsContext = /* @__PURE__ */ createContext<ViewerPorts | null>(null)

/** Said when a `<RichContentViewer>` has no logger or clock from its props or a {@link ViewerPortsContext}. */
export const NO_VIEWER_PORTS = 'RichContentViewer: no logger or clock (see vitrine/react/viewer)'
