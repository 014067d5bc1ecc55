import { lazyBehaviour } from '../lazyBehaviour'
import type { MediaFullscreenProps } from './MediaFullscreen'

/**
 * The fullscreen viewer over an expanded image or gallery: nothing until its chunk (`MediaFullscreen`,
 * with the viewer and focus-trap) has loaded on the first expand, then the open viewer. Rendered only
 * while something is expanded, so never on the server.
 */
export const ExpandedMedia = /* @__PURE__ */ lazyBehaviour<MediaFullscreenProps>(
  () => null,
  () => import('./MediaFullscreen'),
)
