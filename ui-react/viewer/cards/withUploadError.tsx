import type { ReactNode } from 'react'
import { anchorId, nodeUploadError, type RichNode } from '../../../core/document'
import type { RenderContext } from '../RenderContext'
import { cardText } from './cardText'
import { inertProps } from '../inert'

/**
 * Wraps a media block (image, video, audio, file, gallery) whose data carries an upload error: the block
 * stays in place, dimmed, under an overlay with a warning icon and the error text; the overlay
 * also carries the text as a tooltip. Blocks without an error are returned untouched.
 */
export function withUploadError(node: RichNode, block: ReactNode, context: RenderContext, key: number): ReactNode {
  const error = nodeUploadError(node)
  if (!error) return block
  const text = error.kind === 'message' ? cardText(context, error.key) : error.text
  return (
    <div key={key} className="vt-upload-error" data-error-key={error.code} id={block ? undefined : anchorId(node.id)}>
      <div className="vt-upload-error-block" aria-hidden="true" {...inertProps}>
        {block}
      </div>
      <div className="vt-upload-error-overlay" role="alert" title={text}>
        <svg className="vt-upload-error-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="17.2" r="1.3" fill="#fff" />
        </svg>
        <span className="vt-upload-error-text">{text}</span>
      </div>
    </div>
  )
}
