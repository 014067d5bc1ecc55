import { useId, type KeyboardEvent, type ReactNode } from 'react'
import type { PollDisplay, PollView } from '../../../core/document'
import type { RenderContext } from '../RenderContext'
import { cardText } from './cardText'

/** Props of {@link PollMarkup}. */
export interface PollMarkupProps {
  view: PollView
  display: PollDisplay
  context: Pick<RenderContext, 't'>
  id?: string
  /** Absent on the server and before the interactive part loads: options are shown but not pressable. */
  onVote?: (optionId: string) => void
  onToggle?: () => void
  onOpenVoters?: (optionId: string) => void
  /** Keys on the option list (the interactive part moves focus between options with the arrows). */
  onOptionsKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  /** An option's vote is on its way. */
  busy?: boolean
  /** The toast's text, shown in the status region. */
  toast?: ReactNode
  /** True when the poll hides results from this visitor (creator-only results). */
  resultsHidden?: boolean
  children?: ReactNode
}

/** "1 vote", "3 votes" in the visitor's language. */
function votesText(context: Pick<RenderContext, 't'>, count: number): string {
  return cardText(context, count === 1 ? 'pollVotesOne' : 'pollVotes', { count })
}

/**
 * The poll's markup, the same on the server and in the browser: title, image, every option (those past
 * the first five hidden until "See All ..."), counts and percentages when results are visible, and the
 * toast region. Single-answer polls are radio groups, multiselect polls checkbox groups.
 */
export function PollMarkup(props: PollMarkupProps) {
  const { view, display, context, onVote } = props
  // One id per rendered poll (the same on the server and at hydration): a document may show one poll twice.
  const titleId = useId()
  const style = view.background?.image
    ? { backgroundImage: `url("${encodeURI(view.background.image)}")` }
    : view.background?.color
      ? { backgroundColor: view.background.color }
      : undefined
  return (
    <section
      id={props.id}
      className={`vt-poll vt-poll-${view.layout.toLowerCase()}`}
      aria-labelledby={titleId}
      style={style}
    >
      <div className="vt-poll-card">
        {view.image ? <img className="vt-poll-image" src={view.image} alt="" loading="lazy" decoding="async" /> : null}
        <p className="vt-poll-title" id={titleId}>
          {view.title}
        </p>
        {/* A radio group holds its radios directly (a list's items may not stand between them). */}
        <div
          className="vt-poll-options"
          role={view.settings.multiple ? 'group' : 'radiogroup'}
          aria-labelledby={titleId}
          aria-busy={props.busy || undefined}
          onKeyDown={props.onOptionsKeyDown}
        >
          {view.options.map((option, i) => {
            const shown = display.options[i]
            const percent = shown?.percent
            return (
              <div
                key={option.id}
                className={shown?.chosen ? 'vt-poll-option vt-chosen' : 'vt-poll-option'}
                hidden={i >= display.visibleCount}
              >
                <button
                  type="button"
                  className="vt-poll-vote"
                  role={view.settings.multiple ? 'checkbox' : 'radio'}
                  aria-checked={Boolean(shown?.chosen)}
                  disabled={!onVote}
                  onClick={onVote ? () => onVote(option.id) : undefined}
                  data-option-id={option.id}
                >
                  {percent !== undefined ? <span className="vt-poll-bar" style={{ width: `${percent}%` }} /> : null}
                  {option.image ? (
                    <img className="vt-poll-option-image" src={option.image} alt="" loading="lazy" />
                  ) : null}
                  <span className="vt-poll-mark" aria-hidden="true" />
                  <span className="vt-poll-option-title">{option.title}</span>
                  {percent !== undefined ? <span className="vt-poll-percent">{percent}%</span> : null}
                </button>
                {shown?.count !== undefined ? (
                  props.onOpenVoters && view.settings.showVoters && shown.count > 0 ? (
                    <button type="button" className="vt-poll-count" onClick={() => props.onOpenVoters!(option.id)}>
                      {votesText(context, shown.count)}
                    </button>
                  ) : (
                    <span className="vt-poll-count">{votesText(context, shown.count)}</span>
                  )
                ) : null}
              </div>
            )
          })}
        </div>
        <div className="vt-poll-footer">
          {display.toggle ? (
            <button type="button" className="vt-poll-toggle" onClick={props.onToggle} disabled={!props.onToggle}>
              {cardText(
                context,
                display.toggle === 'showLess'
                  ? 'pollShowLess'
                  : display.toggle === 'seeAllResults'
                    ? 'pollSeeAllResults'
                    : 'pollSeeAllOptions',
              )}
            </button>
          ) : null}
          {display.totalVotes !== undefined ? (
            <span className="vt-poll-total">{votesText(context, display.totalVotes)}</span>
          ) : props.resultsHidden ? (
            <span className="vt-poll-total">{cardText(context, 'pollResultsHidden')}</span>
          ) : null}
        </div>
        <div className="vt-poll-toast" role="status" aria-live="polite">
          {props.toast ? <span className="vt-toast">{props.toast}</span> : null}
        </div>
      </div>
      {props.children}
    </section>
  )
}
