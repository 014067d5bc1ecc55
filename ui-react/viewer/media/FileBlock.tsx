import { fileView, HTML_SANDBOX } from '../../../core/document'
import { cardText } from '../cards/cardText'
import type { NodeRenderer } from '../RenderContext'
import { mediaBlockProps } from './mediaBlockProps'

/**
 * Renders the FILE block (§3): the file's type, name and size in words, and a download link whose address
 * carries `dn=<file name>`; a PDF whose data asks for a viewing mode is also shown in a sandboxed frame.
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
        {view.downloadUrl ? (
          <a href={view.downloadUrl} download={view.name} rel="noopener">
            {cardText(context, 'fileDownload')}
          </a>
        ) : null}
      </div>
      {view.pdfView !== 'NONE' && view.url ? (
        <iframe
          className="vt-file-frame"
          src={view.url}
          title={view.name}
          sandbox={HTML_SANDBOX}
          height={view.pdfView === 'FULL' ? 800 : 400}
          loading="lazy"
        />
      ) : null}
    </div>
  )
}
