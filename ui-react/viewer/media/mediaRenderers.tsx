import { audioView, galleryView, gifView } from '../../../core/document'
import type { NodeRenderer } from '../RenderContext'
import { AudioBlock } from './AudioBlock'
import { renderFile } from './renderFile'
import { GalleryBlock } from './GalleryBlock'
import { GifBlock } from './GifBlock'
import { ImageBlock } from './ImageBlock'
import { VideoBlock } from './VideoBlock'

/**
 * The built-in media nodes: IMAGE, GALLERY, VIDEO, AUDIO, GIF and FILE (a plugin of the same type
 * replaces one). A node with nothing to show renders null here, not inside a component, so the block
 * wrapper (upload errors) can see that it is empty.
 */
export const mediaRenderers: Readonly<Record<string, NodeRenderer>> = {
  IMAGE: (node, context, key) => <ImageBlock key={key} node={node} context={context} />,
  GALLERY: (node, context, key) => {
    const view = galleryView(node.galleryData, context.isMobile, node.id)
    return view.items.length ? <GalleryBlock key={key} node={node} context={context} view={view} /> : null
  },
  VIDEO: (node, context, key) => <VideoBlock key={key} node={node} context={context} />,
  AUDIO: (node, context, key) => {
    const view = audioView(node.audioData)
    return view.fileUrl || view.provider || view.html ? (
      <AudioBlock key={key} node={node} context={context} view={view} />
    ) : null
  },
  GIF: (node, _context, key) => {
    const view = gifView(node.gifData)
    return view.mp4 || view.gif ? <GifBlock key={key} node={node} view={view} /> : null
  },
  FILE: renderFile,
}
