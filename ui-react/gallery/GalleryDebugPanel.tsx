import { lazy, Suspense, type JSX } from 'react'
import type { ReadableStore } from '../../core/shared/createStore'
import { useStore } from '../useStore'
import type { GalleryDebugProps } from './GalleryDebugLines'

/** Whether the page asked for the gallery's debug panel (`?pgdebug=true`): read from the address, never changes. */
const debugRequested: ReadableStore<boolean> = {
  subscribe: () => () => {},
  getSnapshot: () => typeof location !== 'undefined' && new URLSearchParams(location.search).get('pgdebug') === 'true',
}

// The panel's drawing loads only on pages that ask for it.
const GalleryDebugLines = /* @__PURE__ */ lazy(() =>
  import('./GalleryDebugLines').then((module) => ({ default: module.GalleryDebugLines })),
)

/**
 * The debug panel (see GalleryDebugLines), only when the page URL has `pgdebug=true`. Decided after
 * mount, so the server markup never has it.
 */
export function GalleryDebugPanel(props: GalleryDebugProps): JSX.Element | null {
  // The server (and the hydrating render) says no; the browser then reads the address.
  const on = useStore(debugRequested, () => false)
  if (!on) return null
  return (
    <Suspense fallback={null}>
      <GalleryDebugLines {...props} />
    </Suspense>
  )
}
