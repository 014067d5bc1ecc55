import type { RenderContext } from '../RenderContext'

/** One medium shown in the fullscreen viewer (the fullscreen viewer's `FullscreenItem`). */
export interface MediaFullscreenItem {
  id: string
  src: string
  width?: number
  height?: number
  alt?: string
  title?: string
  description?: string
  type?: 'image' | 'video'
  downloadUrl?: string
}

/** Props of {@link MediaFullscreen}. */
export interface MediaFullscreenProps {
  items: MediaFullscreenItem[]
  index: number
  onClose: () => void
  onIndexChange?: (index: number) => void
  disableDownload?: boolean
  context: RenderContext
}

/** Opens the fullscreen viewer on `items` at `index` (wired to the lazily loaded fullscreen viewer). */
export function MediaFullscreen(_props: MediaFullscreenProps) {
  return null
}
