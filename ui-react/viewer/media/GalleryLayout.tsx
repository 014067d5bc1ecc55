import { useMemo } from 'react'
import { createLayout, resolveOptions } from '../../../core/gallery'
import { GalleryItem, GalleryStatic, type GalleryPartProps } from './GalleryItems'

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(4)}%`

/**
 * The gallery laid out by the gallery engine (lazy chunk): the viewer's options resolved with
 * `resolveOptions` and every item placed by `createLayout`, in percentages so the gallery scales with its
 * column (a horizontal gallery keeps pixel boxes and scrolls).
 */
export default function GalleryLayout(props: GalleryPartProps) {
  const { view, context, onExpand } = props
  const layout = useMemo(() => {
    const options = resolveOptions(view.options, { isMobile: context.isMobile, logger: context.logger })
    return createLayout({ items: view.items, container: view.container, options, logger: context.logger })
  }, [view, context.isMobile, context.logger])
  if (!layout) return <GalleryStatic {...props} />
  const row = layout.kind === 'row'
  const width = row ? view.container.width : layout.width
  const height = layout.height || view.container.height
  return (
    <div
      className="vt-gallery"
      data-layout={view.layout}
      style={row ? { height, overflowX: 'auto' } : { aspectRatio: `${layout.width} / ${height}` }}
    >
      {layout.items.map((box, i) => (
        <GalleryItem
          key={box.source.id}
          item={box.source}
          index={i}
          width={box.width}
          height={box.height}
          context={context}
          onExpand={onExpand}
          style={
            row
              ? { left: box.offset.left, top: box.offset.top, width: box.width, height: box.height }
              : {
                  left: pct(box.offset.left, width),
                  top: pct(box.offset.top, height),
                  width: pct(box.width, width),
                  height: pct(box.height, height),
                }
          }
        />
      ))}
    </div>
  )
}
