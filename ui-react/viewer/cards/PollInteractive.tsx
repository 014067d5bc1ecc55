import { useEffect, useMemo, type KeyboardEvent } from 'react'
import { useStore } from '../../useStore'
import { anchorId, createPollStore, initialPollState, pollDisplay, pollView } from '../../../core/document'
import type { NodeRendererProps } from '../RenderContext'
import { DEFAULT_CARD_OPTIONS, PollMarkup } from '../staticParts'
import { laterText } from './laterText'
import { useSharedStyle } from '../useSharedStyle'
import pollVotingCss from './pollVoting.css' with { type: 'text' }
import { VotersDialog } from './VotersDialog'

const noStore = { getSnapshot: () => initialPollState, subscribe: () => () => {} }

const TOAST_KEYS = { offline: 'pollToastOffline', server: 'pollToastServer', membersOnly: 'pollMembersOnly' } as const

/** Arrow keys move between the listed options, as in a radio group (Tab leaves the group). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key]
  if (!step) return
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('.vt-poll-option:not([hidden]) > .vt-poll-vote'),
  ]
  const index = buttons.indexOf(event.target as HTMLButtonElement)
  if (index < 0) return
  event.preventDefault()
  const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight'
  const rtl = horizontal && getComputedStyle(event.currentTarget).direction === 'rtl'
  buttons[(index + (rtl ? -step : step) + buttons.length) % buttons.length]?.focus()
}

/**
 * The voting poll (loaded after hydration): reads the poll from the service, shows each vote at once and
 * takes it back with a toast when the service fails, lists voters, and reports votes to the host.
 * Without a poll service the poll stays read-only.
 */
export default function PollInteractive({ node, context }: NodeRendererProps) {
  useSharedStyle('poll-voting', pollVotingCss)
  const view = useMemo(() => pollView(node.pollData, node.id), [node])
  const service = (context.cards ?? DEFAULT_CARD_OPTIONS).pollService
  // Only the poll, the service and the clock make a new store: the viewer's context is rebuilt on every render.
  const clock = context.clock
  const store = useMemo(
    () => (service ? createPollStore({ poll: view, service, clock }) : undefined),
    [view, service, clock],
  )
  const report = context.report
  useEffect(
    () => store?.listenActions((actionName, optionId) => report({ pluginId: 'POLL', actionName, value: optionId })),
    [store, report],
  )
  useEffect(() => {
    if (!store) return
    store.send({ type: 'load' })
    return () => store.dispose()
  }, [store])
  const state = useStore(store ?? noStore)
  const display = pollDisplay(view, state)
  const voters = state.voters
  const onVote =
    store && state.status === 'ready' ? (optionId: string) => store.send({ type: 'vote', optionId }) : undefined
  return (
    <PollMarkup
      view={view}
      display={display}
      context={context}
      id={node.id ? anchorId(node.id) : undefined}
      onVote={onVote}
      onOptionsKeyDown={onVote ? moveFocus : undefined}
      onToggle={() => store?.send({ type: 'toggleExpanded' })}
      onOpenVoters={store ? (optionId) => store.send({ type: 'openVoters', optionId }) : undefined}
      busy={state.pending !== null}
      toast={state.toast ? laterText(context, TOAST_KEYS[state.toast.kind]) : null}
      resultsHidden={state.status === 'ready' && !state.resultsVisible && view.settings.view === 'CREATOR'}
    >
      {voters && store ? (
        <VotersDialog
          context={context}
          optionTitle={view.options.find((o) => o.id === voters.optionId)?.title ?? ''}
          status={voters.status}
          list={voters.list}
          onClose={() => store.send({ type: 'closeVoters' })}
          onFollow={(voterId) => context.report({ pluginId: 'POLL', actionName: 'follow', value: voterId })}
        />
      ) : null}
    </PollMarkup>
  )
}
