import type { CSSProperties } from 'react'
import type { GalleryView, ViewerGalleryItem } from '../../../core/document'
import { scaledImageUrl } from '../../../core/gallery/items/scaledImageUrl'
import { cardText } from '../cards/cardText'
import type { RenderContext } from '../RenderContext'

/** Props of the gallery's static and laid-out parts. */
export interface GalleryPartProps {
  view: GalleryView
  /** The node's `galleryData`, which the laid-out gallery reads the engine's options from. */
  data: unknown
  context: RenderContext
  /** Opens the fullscreen viewer at an item (absent when expansion is disabled). */
  onExpand?: (index: number) => void
}

/** One gallery item: its link, an expand button, or a plain picture, with its scaled image. */
export function GalleryItem(props: {
  item: ViewerGalleryItem
  index: number
  style: CSSProperties
  width: number
  height: number
  context: RenderContext
  onExpand?: (index: number) => void
}) {
  const { item, index, style, width, height, context, onExpand } = props
  const scaled = scaledImageUrl({ id: item.mediaUrl, width: width * 2, height: height * 2 })
  const label =
    item.metadata.alt || cardText(context, item.metadata.type === 'video' ? 'videoUntitled' : 'imageUntitled')
  const img = (
    <img
      src={scaled.ok ? scaled.value : item.src}
      alt={label}
      loading={index < 6 ? undefined : 'lazy'}
      decoding="async"
    />
  )
  const className = `vt-g-item${item.metadata.type === 'video' ? ' vt-g-video' : ''}`
  // A linked item leads to its link, not to the fullscreen viewer.
  if (item.link?.href)
    return (
      <a
        href={item.link.href}
        target={item.link.target}
        rel={item.link.rel}
        className={className}
        style={style}
        data-vitrine-item={item.id}
      >
        {img}
      </a>
    )
  if (!onExpand)
    return (
      <div
        role="img"
        aria-label={label}
        className={`${className} vt-g-static`}
        style={style}
        data-vitrine-item={item.id}
      >
        {img}
      </div>
    )
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-haspopup="dialog"
      aria-label={`${cardText(context, 'imageExpand')}: ${label}`}
      data-vitrine-item={item.id}
      onClick={() => onExpand(index)}
    >
      {img}
    </button>
  )
}

/**
 * The gallery as the server renders it, without the layout engine (which loads after hydration): a grid
 * of `columns` cropped to the ratio for grid-like layouts, CSS columns for masonry and column layouts,
 * a scrolling row for horizontal ones. The grid is exactly what the engine computes for GRID.
 */
export function GalleryStatic({ view, context, onExpand }: GalleryPartProps) {
  const { layout, items } = view
  const columns = Number(view.options.numberOfImagesPerRow) || 3
  const gap = Number(view.options.imageMargin) || 0
  const ratio = Number(view.options.cubeRatio) || 1
  const row = ['slider', 'slideshow', 'thumbnail', 'fullsize'].includes(layout) || view.options.oneRow === true
  const flowing = layout === 'masonry' || layout === 'column' || layout === 'panorama'
  const style: CSSProperties = row
    ? { display: 'flex', gap, overflowX: 'auto', height: view.container.height }
    : flowing
      ? { columns: layout === 'panorama' ? 1 : columns, columnGap: gap }
      : { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }
  const size = view.container.width / columns
  return (
    <div className="vt-gallery vt-g-flow" style={style}>
      {items.map((item, i) => {
        const natural = item.width / item.height
        const itemStyle: CSSProperties = row
          ? { position: 'relative', flex: 'none', height: '100%', aspectRatio: String(natural) }
          : {
              position: 'relative',
              display: 'block',
              width: '100%',
              aspectRatio: String(flowing ? natural : ratio),
              marginBottom: flowing ? gap : undefined,
              breakInside: 'avoid',
            }
        return (
          <GalleryItem
            key={item.id}
            item={item}
            index={i}
            style={itemStyle}
            width={Math.round(size)}
            height={Math.round(flowing || row ? size / natural : size / ratio)}
            context={context}
            onExpand={onExpand}
          />
        )
      })}
    </div>
  )
}
