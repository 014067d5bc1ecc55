import type { GalleryView, ImageMediaView } from '../../../core/document'
import { FullscreenViewer, type FullscreenItem } from '../../fullscreen/FullscreenViewer'
import type { RenderContext } from '../RenderContext'

/** Props of {@link MediaFullscreen}: an image (with its node id) or a gallery, opened at `index`. */
export interface MediaFullscreenProps {
  media: { image: ImageMediaView; nodeId: string } | { gallery: GalleryView }
  index: number
  onClose: () => void
  onIndexChange?: (index: number) => void
  context: RenderContext
}

/**
 * The fullscreen viewer over an image or a gallery's items (lazy chunk: loaded the first time a visitor
 * expands something, through `ExpandedMedia`, so it costs the initial bundle nothing). It opens in the
 * viewer's locale and without its download button when the media sets `disableDownload`.
 */
export default function MediaFullscreen({ media, index, onClose, onIndexChange, context }: MediaFullscreenProps) {
  let items: FullscreenItem[]
  let disableDownload: boolean
  if ('image' in media) {
    const { image, nodeId } = media
    items = [
      {
        id: nodeId || 'image',
        src: image.src ?? '',
        width: image.width,
        height: image.height,
        alt: image.alt,
        title: image.caption,
        type: 'image',
        downloadUrl: image.downloadUrl,
      },
    ]
    disableDownload = !image.downloadUrl
  } else {
    items = media.gallery.items.map((item) => ({
      id: item.id,
      src: item.metadata.type === 'video' ? (item.metadata.videoUrl ?? item.src) : item.src,
      width: item.width,
      height: item.height,
      alt: item.metadata.alt,
      title: item.metadata.title,
      type: item.metadata.type,
      downloadUrl: item.downloadUrl,
    }))
    disableDownload = media.gallery.disableDownload
  }
  return (
    <FullscreenViewer
      items={items}
      index={index}
      onClose={onClose}
      onIndexChange={onIndexChange}
      disableDownload={disableDownload}
      locale={context.locale}
      isMobile={context.isMobile}
    />
  )
}
