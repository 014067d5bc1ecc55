import { Suspense } from 'react'
import { LazyFullscreenViewer, type FullscreenItem } from '../../fullscreen'
import type { RenderContext } from '../RenderContext'

/** Props of {@link MediaFullscreen}. */
export interface MediaFullscreenProps {
  items: FullscreenItem[]
  index: number
  onClose: () => void
  onIndexChange?: (index: number) => void
  disableDownload?: boolean
  context: RenderContext
}

/**
 * Opens the fullscreen viewer on `items` at `index`. The viewer's code loads the first time a visitor
 * expands something (`LazyFullscreenViewer`), so it costs the initial bundle nothing.
 */
export function MediaFullscreen({
  items,
  index,
  onClose,
  onIndexChange,
  disableDownload,
  context,
}: MediaFullscreenProps) {
  return (
    <Suspense fallback={null}>
      <LazyFullscreenViewer
        items={items}
        index={index}
        onClose={onClose}
        onIndexChange={onIndexChange}
        disableDownload={disableDownload}
        locale={context.locale}
        isMobile={context.isMobile}
      />
    </Suspense>
  )
}
