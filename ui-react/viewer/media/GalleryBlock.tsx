import { useMemo, useState } from 'react'
import type { GalleryView, RichNode, ViewerGalleryItem } from '../../../core/document'
import { createLayout, resolveOptions, scaledImageUrl } from '../../../core/gallery'
import { cardText } from '../cards/cardText'
import type { RenderContext } from '../RenderContext'
import { MediaFullscreen } from './MediaFullscreen'
import { mediaBlockProps } from './mediaBlockProps'
import { MediaSpoiler } from './MediaSpoiler'

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(4)}%`

/**
 * The GALLERY block (§3, §9): the viewer's defaults (980 x 500, 320 x 500 on mobile, 3 columns, crop
 * FILL, ratio 1, spacing 5), laid out on the server by the gallery engine and placed in percentages so
 * it scales with its column; each item expands into the fullscreen viewer unless `disableExpand`.
 */
export function GalleryBlock({ node, context, view }: { node: RichNode; context: RenderContext; view: GalleryView }) {
  const layout = useMemo(() => {
    if (!view.items.length) return false
    const options = resolveOptions(view.options, { isMobile: context.isMobile, logger: context.logger })
    return createLayout({ items: view.items, container: view.container, options, logger: context.logger })
  }, [view, context.isMobile, context.logger])
  const [open, setOpen] = useState<number | null>(null)
  if (!layout) return null
  const row = layout.kind === 'row'
  const width = row ? view.container.width : layout.width
  const height = layout.height || view.container.height
  const body = (
    <div
      className="vt-gallery"
      style={row ? { height, overflowX: 'auto' } : { aspectRatio: `${layout.width} / ${height}` }}
    >
      {layout.items.map((box, i) => {
        const item: ViewerGalleryItem = box.source
        const scaled = scaledImageUrl({ id: item.mediaUrl, width: box.width * 2, height: box.height * 2 })
        const label =
          item.metadata.alt || cardText(context, item.metadata.type === 'video' ? 'videoUntitled' : 'imageUntitled')
        const style = row
          ? { left: box.offset.left, top: box.offset.top, width: box.width, height: box.height }
          : {
              left: pct(box.offset.left, width),
              top: pct(box.offset.top, height),
              width: pct(box.width, width),
              height: pct(box.height, height),
            }
        const img = (
          <img
            src={scaled.ok ? scaled.value : item.src}
            alt={label}
            loading={i < 6 ? undefined : 'lazy'}
            decoding="async"
          />
        )
        const className = `vt-g-item${item.metadata.type === 'video' ? ' vt-g-video' : ''}`
        return view.disableExpand ? (
          <div
            key={item.id}
            role="listitem"
            className={`${className} vt-g-static`}
            style={style}
            data-vitrine-item={item.id}
          >
            {img}
          </div>
        ) : (
          <button
            key={item.id}
            type="button"
            className={className}
            style={style}
            aria-haspopup="dialog"
            aria-label={`${cardText(context, 'imageExpand')}: ${label}`}
            data-vitrine-item={item.id}
            onClick={() => {
              setOpen(i)
              context.report({ pluginId: 'GALLERY', actionName: 'expand', value: item.id })
            }}
          >
            {img}
          </button>
        )
      })}
    </div>
  )
  return (
    <div {...mediaBlockProps(node, view.block, 'vt-gallery-block')}>
      <MediaSpoiler
        kind="Gallery"
        settings={view.spoiler}
        context={context}
        nodeId={node.id}
        width={Math.min(width, 740)}
        height={Math.min(width, 740) * (height / width)}
      >
        {body}
      </MediaSpoiler>
      {open !== null ? (
        <MediaFullscreen
          items={view.items.map((item) => ({
            id: item.id,
            src: item.metadata.type === 'video' ? (item.metadata.videoUrl ?? item.src) : item.src,
            width: item.width,
            height: item.height,
            alt: item.metadata.alt,
            title: item.metadata.title,
            type: item.metadata.type,
            downloadUrl: item.downloadUrl,
          }))}
          index={open}
          disableDownload={view.disableDownload}
          onClose={() => setOpen(null)}
          onIndexChange={setOpen}
          context={context}
        />
      ) : null}
    </div>
  )
}
