import type { JSX } from 'react'
import type { Blueprint } from '../../core/gallery/blueprint/blueprintTypes'
import type { GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import type { BlueprintLayout } from '../../core/gallery/blueprint/galleryLayoutDeps'
import type { SliderState } from '../../core/gallery/widget/sliderMachine'
import type { GalleryView } from '../../core/gallery/widget/galleryControllerTypes'

/** What the debug panel shows. */
export interface GalleryDebugProps {
  blueprint: Blueprint<BlueprintLayout>
  container: GalleryContainer | null
  view: GalleryView
  sliderState: SliderState
  horizontal: boolean
  windowIndexes: readonly number[]
}

/** The debug panel's lines: layout kind and size, items loaded and rendered, the view and the slider. */
export function GalleryDebugLines(props: GalleryDebugProps): JSX.Element | null {
  const { blueprint, container, view, sliderState, horizontal, windowIndexes } = props
  const layout = blueprint.structure
  if (!layout) return null
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
