import { useEffect, useState } from 'react'
import { galleryPreloadUrls, type GalleryView, type RichNode } from '../../../core/document'
import { lazyBehaviour } from '../lazyBehaviour'
import type { RenderContext } from '../RenderContext'
import { GalleryStatic } from './GalleryItems'
import { ExpandedMedia } from './ExpandedMedia'
import { mediaBlockProps } from './mediaBlockProps'
import { MediaSpoiler } from './MediaSpoiler'

const LaidOutGallery = /* @__PURE__ */ lazyBehaviour(GalleryStatic, () => import('./GalleryLayout'))

/**
 * The GALLERY block: the viewer's defaults (980 x 500, 320 x 500 on mobile, 3 columns, crop
 * FILL, ratio 1, spacing 5). The server markup shows every item in a CSS layout; after hydration the
 * gallery engine's chunk places them exactly. Items expand into the fullscreen viewer unless
 * `disableExpand`; a spoiler hides the gallery until revealed.
 */
export function GalleryBlock({ node, context, view }: { node: RichNode; context: RenderContext; view: GalleryView }) {
  const [open, setOpen] = useState<number | null>(null)
  // The thumbnails' small versions, fetched once after mount while the gallery's chunk loads.
  const preload = galleryPreloadUrls(view).join(' ')
  useEffect(() => {
    for (const url of preload.split(' ').filter(Boolean)) new Image().src = url
  }, [preload])
  const onExpand = view.disableExpand
    ? undefined
    : (index: number) => {
        setOpen(index)
        context.report({ pluginId: 'GALLERY', actionName: 'expand', value: view.items[index]?.id })
      }
  const width = Math.min(view.container.width, 740)
  return (
    <div {...mediaBlockProps(node, view.block, 'vt-gallery-block')}>
      <MediaSpoiler
        kind="Gallery"
        settings={view.spoiler}
        context={context}
        nodeId={node.id}
        width={width}
        height={width * 0.6}
      >
        <LaidOutGallery view={view} data={node.galleryData} context={context} onExpand={onExpand} />
      </MediaSpoiler>
      {open !== null ? (
        <ExpandedMedia
          media={{ gallery: view }}
          index={open}
          onClose={() => setOpen(null)}
          onIndexChange={setOpen}
          context={context}
        />
      ) : null}
    </div>
  )
}
