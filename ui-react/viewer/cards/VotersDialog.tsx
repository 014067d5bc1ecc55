import { useEffect, useRef } from 'react'
import type { PollVoters } from '../../../ports/pollService'
import type { Status } from '../../../core/shared/status'
import type { RenderContext } from '../RenderContext'
import { laterText } from './laterText'

/** Props of {@link VotersDialog}. */
export interface VotersDialogProps {
  context: Pick<RenderContext, 't'>
  optionTitle: string
  /** The shared status of the voters lookup (`idle` shows like `loading`: nothing to list yet). */
  status: Status
  list?: PollVoters
  onClose: () => void
  onFollow: (voterId: string) => void
}

/**
 * The voters of one option in a modal `<dialog>` (focus kept inside, Escape and a click outside close
 * it): named members with a Follow button, "Private User" for private profiles, and a count of
 * anonymous voters.
 */
export function VotersDialog({ context, optionTitle, status, list, onClose, onFollow }: VotersDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement as HTMLElement | null
    if (dialog && !dialog.open) dialog.showModal()
    // Focus goes back to the votes count that opened the list.
    return () => opener?.focus?.()
  }, [])
  return (
    <dialog
      ref={ref}
      className="vt-poll-voters"
      aria-label={`${laterText(context, 'pollVoters')}: ${optionTitle}`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      <div className="vt-poll-voters-head">
        <p className="vt-poll-voters-title">{laterText(context, 'pollVoters')}</p>
        <button
          type="button"
          className="vt-poll-voters-close"
          onClick={onClose}
          aria-label={laterText(context, 'fullscreenClose')}
        >
          ×
        </button>
      </div>
      <p className="vt-poll-voters-option">{optionTitle}</p>
      {status === 'loading' || status === 'idle' ? (
        <p className="vt-poll-voters-note" aria-busy="true">
          …
        </p>
      ) : null}
      {status === 'error' ? <p className="vt-poll-voters-note">{laterText(context, 'pollToastServer')}</p> : null}
      {list ? (
        <ul className="vt-poll-voters-list">
          {list.voters.map((voter) => (
            <li key={voter.id} className="vt-poll-voter">
              <span className="vt-poll-avatar" aria-hidden="true">
                {voter.private || !voter.name ? '?' : voter.name.slice(0, 1).toUpperCase()}
              </span>
              <span className="vt-poll-voter-name">
                {voter.private || !voter.name ? laterText(context, 'pollPrivateUser') : voter.name}
              </span>
              {voter.private || !voter.name ? null : (
                <button type="button" className="vt-poll-follow" onClick={() => onFollow(voter.id)}>
                  {laterText(context, 'pollFollow')}
                </button>
              )}
            </li>
          ))}
          {list.anonymousCount > 0 ? (
            <li className="vt-poll-voter vt-poll-anonymous">
              {laterText(context, list.anonymousCount === 1 ? 'pollAnonymousVotersOne' : 'pollAnonymousVoters', {
                count: list.anonymousCount,
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </dialog>
  )
}
