import { fileView } from '../../../core/document'
import { cardText } from '../cards/cardText'
import type { NodeRenderer } from '../RenderContext'
import { mediaBlockProps } from './mediaBlockProps'

/**
 * Renders the FILE block: the file's type, name and size in words, and a download link whose address
 * carries `dn=<file name>`; a PDF whose data asks for a viewing mode also gets an Open link (a new tab:
 * Chromium does not run its PDF viewer in sandboxed frames, and files are never framed unsandboxed).
 */
export const renderFile: NodeRenderer = (node, context, key) => {
  const view = fileView(node.fileData)
  // Without an address there is nothing to open or download (an upload in progress or failed).
  if (!view.url) return null
  const meta = [view.type, view.size].filter(Boolean).join(' · ')
  return (
    <div key={key} {...mediaBlockProps(node, view.container, 'vt-file-block')}>
      <div className="vt-file">
        <span className="vt-file-icon" aria-hidden="true">
          {(view.type ?? 'FILE').slice(0, 4)}
        </span>
        <span className="vt-file-text">
          <span className="vt-file-name">{view.name}</span>
          {meta ? <span className="vt-file-meta">{meta}</span> : null}
        </span>
        {view.pdfView !== 'NONE' ? (
          <a href={view.url} target="_blank" rel="noopener noreferrer">
            {cardText(context, 'fileOpen')}
          </a>
        ) : null}
        {view.downloadUrl ? (
          <a href={view.downloadUrl} download={view.name} rel="noopener">
            {cardText(context, 'fileDownload')}
          </a>
        ) : null}
      </div>
    </div>
  )
}
