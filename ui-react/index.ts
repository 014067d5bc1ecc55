/**
 * vitrine/react: every React component and hook of the package in one entry (the `vitrine/react/*` subpaths
 * split them by area).
 *
 * @module vitrine/react
 */
export { useStore } from './useStore'
export { AuthProvider, useAuth, useAuthClient, type AuthProviderProps, type AuthApi } from './identity'
export * from './viewer'
export * from './i18n'
export * from './data'
export { LazyFullscreenViewer, type FullscreenItem, type FullscreenViewerProps } from './fullscreen'
export {
  Gallery,
  type GalleryProps,
  type GalleryEventName,
  type GalleryEventsListener,
  type GalleryNavigationApi,
} from './gallery'
