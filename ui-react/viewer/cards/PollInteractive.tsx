import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { anchorId, createPollStore, initialPollState, pollDisplay, pollView } from '../../../core/document'
import { systemClock } from '../../../adapters/browser/systemClock'
import type { NodeRendererProps } from '../RenderContext'
import { DEFAULT_CARD_OPTIONS, PollMarkup } from '../staticParts'
import { useSharedStyle } from '../useSharedStyle'
import { pollVotingCss } from './pollVotingCss'
import { VotersDialog } from './VotersDialog'

const noStore = { getSnapshot: () => initialPollState, subscribe: () => () => {} }

/**
 * The voting poll (loaded after hydration): reads the poll from the service, shows each vote at once and
 * takes it back with a toast when the service fails, lists voters, and reports votes to the host.
 * Without a poll service the poll stays read-only.
 */
export default function PollInteractive({ node, context }: NodeRendererProps) {
  useSharedStyle('poll-voting', pollVotingCss)
  const view = useMemo(() => pollView(node.pollData, node.id), [node])
  const service = (context.cards ?? DEFAULT_CARD_OPTIONS).pollService
  // Only the poll and the service make a new store: the viewer's context is rebuilt on every render.
  const store = useMemo(
    () => (service ? createPollStore({ poll: view, service, clock: systemClock() }) : undefined),
    [view, service],
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
  const state = useSyncExternalStore(
    (store ?? noStore).subscribe,
    (store ?? noStore).getSnapshot,
    (store ?? noStore).getSnapshot,
  )
  const display = pollDisplay(view, state)
  const voters = state.voters
  return (
    <PollMarkup
      view={view}
      display={display}
      context={context}
      id={node.id ? anchorId(node.id) : undefined}
      onVote={store && state.status === 'ready' ? (optionId) => store.send({ type: 'vote', optionId }) : undefined}
      onToggle={() => store?.send({ type: 'toggleExpanded' })}
      onOpenVoters={store ? (optionId) => store.send({ type: 'openVoters', optionId }) : undefined}
      busy={state.pending !== null}
      toast={state.toast?.kind}
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
