import { produce, type Draft } from 'immer'
import type { Transition } from '../../shared/createStore'
import { failedWith, statusOf } from '../../shared/status'
import type { PollFailure, PollSnapshot, PollVoters as PollVoterList } from '../../../ports/pollService'
import type { PollState, PollToast } from './pollDisplay'
import type { PollView } from './pollView'

/** How long a poll toast stays, ms. */
export const POLL_TOAST_MS = 5000

/** Events a poll reacts to. */
export type PollEvent =
  | { type: 'load' }
  | { type: 'loaded'; poll: PollSnapshot }
  | { type: 'loadFailed'; error: PollFailure }
  | { type: 'vote'; optionId: string }
  | { type: 'voteDone'; poll: PollSnapshot }
  | { type: 'voteFailed'; error: PollFailure }
  | { type: 'dismissToast'; seq: number }
  | { type: 'toggleExpanded' }
  | { type: 'openVoters'; optionId: string }
  | { type: 'votersLoaded'; optionId: string; list: PollVoterList }
  | { type: 'votersFailed'; optionId: string; error: PollFailure }
  | { type: 'closeVoters' }

/** Effects for the runner, as data. */
export type PollEffect =
  | { type: 'fetch' }
  | { type: 'send'; kind: 'vote' | 'unvote'; optionId: string }
  | { type: 'fetchVoters'; optionId: string }
  | { type: 'toastTimer'; seq: number }
  | { type: 'report'; actionName: 'vote' | 'unvote'; optionId: string }

function toastFor(error: PollFailure): PollToast {
  if (error.kind === 'offline') return 'offline'
  if (error.kind === 'forbidden') return 'membersOnly'
  return 'server'
}

function applySnapshot(draft: Draft<PollState>, poll: PollSnapshot): void {
  const counts: Record<string, number> = {}
  for (const option of poll.options) if (typeof option.count === 'number') counts[option.id] = option.count
  draft.counts = counts
  draft.totalVotes = poll.totalVotes ?? Object.values(counts).reduce((a, b) => a + b, 0)
  draft.myVotes = [...poll.myVotes]
  draft.resultsVisible = poll.resultsVisible
  draft.isOwner = poll.isOwner
  Object.assign(draft, statusOf('ready'))
}

/**
 * The transition of one poll (`poll` gives its options). A vote toggles: voting for a chosen option
 * takes the vote back. Only one call is in flight at a time; a failed call drops the optimistic change
 * (the confirmed state was never touched) and raises the matching toast, which a timer dismisses.
 */
export const pollTransition =
  (poll: Pick<PollView, 'settings' | 'options'>): Transition<PollState, PollEvent, PollEffect> =>
  (state, event) => {
    const effects: PollEffect[] = []
    const next = produce(state, (draft) => {
      switch (event.type) {
        case 'load':
          if (draft.status === 'loading') return
          Object.assign(draft, statusOf('loading'))
          effects.push({ type: 'fetch' })
          return
        case 'loaded':
          // A vote on its way will bring a fresher answer.
          if (!draft.pending) applySnapshot(draft, event.poll)
          return
        case 'loadFailed':
          Object.assign(draft, failedWith(event.error))
          return
        case 'vote': {
          if (draft.pending || !poll.options.some((o) => o.id === event.optionId)) return
          const kind = draft.myVotes.includes(event.optionId) ? 'unvote' : 'vote'
          draft.pending = { optionId: event.optionId, kind }
          effects.push({ type: 'send', kind, optionId: event.optionId })
          effects.push({ type: 'report', actionName: kind, optionId: event.optionId })
          return
        }
        case 'voteDone':
          draft.pending = null
          applySnapshot(draft, event.poll)
          return
        case 'voteFailed': {
          draft.pending = null
          const seq = (draft.toast?.seq ?? 0) + 1
          draft.toast = { kind: toastFor(event.error), seq }
          effects.push({ type: 'toastTimer', seq })
          return
        }
        case 'dismissToast':
          if (draft.toast?.seq === event.seq) draft.toast = null
          return
        case 'toggleExpanded':
          draft.expanded = !draft.expanded
          return
        case 'openVoters':
          draft.voters = { optionId: event.optionId, ...statusOf('loading') }
          effects.push({ type: 'fetchVoters', optionId: event.optionId })
          return
        case 'votersLoaded':
          if (draft.voters?.optionId === event.optionId)
            draft.voters = { optionId: event.optionId, list: event.list, ...statusOf('ready') }
          return
        case 'votersFailed':
          if (draft.voters?.optionId === event.optionId)
            draft.voters = { optionId: event.optionId, ...failedWith(event.error) }
          return
        case 'closeVoters':
          draft.voters = null
          return
      }
    })
    return [next, effects]
  }
