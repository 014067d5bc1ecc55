import type { JSX } from 'react'
import type { Blueprint } from '../../core/gallery/blueprint/blueprintTypes'
import type { GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import type { BlueprintLayout } from '../../core/gallery/blueprint/galleryLayoutDeps'
import type { SliderState } from '../../core/gallery/widget/sliderMachine'
import type { GalleryView } from '../../core/gallery/widget/galleryControllerTypes'
import type { ReadableStore } from '../../core/shared/createStore'
import { useStore } from '../useStore'

/** Whether the page asked for the gallery's debug panel (`?pgdebug=true`): read from the address, never changes. */
const debugRequested: ReadableStore<boolean> = {
  subscribe: () => () => {},
  getSnapshot: () => typeof location !== 'undefined' && new URLSearchParams(location.search).get('pgdebug') === 'true',
}

/**
 * The debug panel: layout kind and size, items loaded and rendered, the view and the slider, only
 * when the page URL has `pgdebug=true`. Decided after mount, so the server markup never has it.
 */
export function GalleryDebugPanel(props: {
  blueprint: Blueprint<BlueprintLayout>
  container: GalleryContainer | null
  view: GalleryView
  sliderState: SliderState
  horizontal: boolean
  windowIndexes: readonly number[]
}): JSX.Element | null {
  // The server (and the hydrating render) says no; the browser then reads the address.
  const on = useStore(debugRequested, () => false)
  const { blueprint, container, view, sliderState, horizontal, windowIndexes } = props
  const layout = blueprint.structure
  if (!on || !layout) return null
  const lines = [
    `layout ${blueprint.options?.layoutParams.structure.galleryLayout} (${layout.kind}) ${layout.width}×${layout.height}`,
    `items ${layout.items.length} of ${blueprint.totalItemsCount}, rendered ${windowIndexes.length}`,
    `view ${view.start}+${view.size}${view.gotFirstScroll ? ' scrolled' : ''}${view.inView ? ' in view' : ''}`,
    `container ${container?.width}×${container?.height ?? '-'}`,
    horizontal ? `slide ${sliderState.activeIndex + 1}/${sliderState.count} auto ${sliderState.autoSlide}` : '',
  ]
  return (
    <div className="vg__debug" data-testid="vitrine-gallery-debug">
      {lines.filter(Boolean).join('\n')}
    </div>
  )
}
