import { produce } from 'immer'
import type { PollFailure, PollSnapshot, PollVoters as PollVoterList } from '../../../ports/pollService'
import { votePercent } from './pollPermissions'
import type { PollView } from './pollView'

/** Options shown before "See All Options" / "See All Results". */
export const POLL_COLLAPSED_OPTIONS = 5
/** How long a poll toast stays, ms. */
export const POLL_TOAST_MS = 5000

/** A toast of spec §8: offline ("No internet ...") or server ("Couldn't connect ..."); members-only votes. */
export type PollToast = 'offline' | 'server' | 'membersOnly'

/** The state of one poll on the page. */
export interface PollState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  error?: PollFailure
  /** Confirmed counts by option id (empty while results are hidden). */
  counts: Readonly<Record<string, number>>
  totalVotes: number
  /** Confirmed votes of this visitor. */
  myVotes: readonly string[]
  resultsVisible: boolean
  isOwner: boolean
  /** A vote or unvote on its way: shown at once (optimistic), undone if the service refuses it. */
  pending: { optionId: string; kind: 'vote' | 'unvote' } | null
  toast: { kind: PollToast; seq: number } | null
  /** "See All Options" pressed (until "Show Less"). */
  expanded: boolean
  voters: { optionId: string; status: 'loading' | 'ready' | 'error'; list?: PollVoterList } | null
}

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
  | { type: 'votersFailed'; optionId: string }
  | { type: 'closeVoters' }

/** Effects for the runner, as data. */
export type PollEffect =
  | { type: 'fetch' }
  | { type: 'send'; kind: 'vote' | 'unvote'; optionId: string }
  | { type: 'fetchVoters'; optionId: string }
  | { type: 'toastTimer'; seq: number }
  | { type: 'report'; actionName: 'vote' | 'unvote'; optionId: string }

/** The state before anything is known from the service. */
export const initialPollState: PollState = {
  status: 'idle',
  counts: {},
  totalVotes: 0,
  myVotes: [],
  resultsVisible: false,
  isOwner: false,
  pending: null,
  toast: null,
  expanded: false,
  voters: null,
}

function toastFor(error: PollFailure): PollToast {
  if (error.kind === 'offline') return 'offline'
  if (error.kind === 'forbidden') return 'membersOnly'
  return 'server'
}

function applySnapshot(draft: { -readonly [K in keyof PollState]: PollState[K] }, poll: PollSnapshot): void {
  const counts: Record<string, number> = {}
  for (const option of poll.options) if (typeof option.count === 'number') counts[option.id] = option.count
  draft.counts = counts
  draft.totalVotes = poll.totalVotes ?? Object.values(counts).reduce((a, b) => a + b, 0)
  draft.myVotes = [...poll.myVotes]
  draft.resultsVisible = poll.resultsVisible
  draft.isOwner = poll.isOwner
  draft.status = 'ready'
  draft.error = undefined
}

/**
 * The poll's pure transition. A vote toggles: voting for a chosen option takes the vote back. Only one
 * call is in flight at a time; a failed call drops the optimistic change (the confirmed state was never
 * touched) and raises the matching toast, which a timer dismisses.
 */
export function pollTransition(
  poll: Pick<PollView, 'settings' | 'options'>,
  state: PollState,
  event: PollEvent,
): readonly [PollState, PollEffect[]] {
  const effects: PollEffect[] = []
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'load':
        if (draft.status === 'loading') return
        draft.status = 'loading'
        effects.push({ type: 'fetch' })
        return
      case 'loaded':
        // A vote on its way will bring a fresher answer.
        if (!draft.pending) applySnapshot(draft, event.poll)
        return
      case 'loadFailed':
        draft.status = 'error'
        draft.error = event.error
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
        draft.voters = { optionId: event.optionId, status: 'loading' }
        effects.push({ type: 'fetchVoters', optionId: event.optionId })
        return
      case 'votersLoaded':
        if (draft.voters?.optionId === event.optionId)
          draft.voters = { optionId: event.optionId, status: 'ready', list: event.list }
        return
      case 'votersFailed':
        if (draft.voters?.optionId === event.optionId) draft.voters = { optionId: event.optionId, status: 'error' }
        return
      case 'closeVoters':
        draft.voters = null
        return
    }
  })
  return [next, effects]
}

/** One option as the visitor sees it, with the optimistic vote applied. */
export interface PollOptionDisplay {
  id: string
  chosen: boolean
  count?: number
  percent?: number
}

/** What the poll shows now: confirmed state plus the vote on its way, and which options are listed. */
export interface PollDisplay {
  options: PollOptionDisplay[]
  /** Options listed now (the first five until "See All ..." is pressed). */
  visibleCount: number
  /** "See All Options" / "See All Results" / "Show Less", or none when everything fits. */
  toggle: 'seeAllOptions' | 'seeAllResults' | 'showLess' | null
  totalVotes?: number
  resultsVisible: boolean
  hasVoted: boolean
}

/** Derives the display of a poll from its state. */
export function pollDisplay(poll: Pick<PollView, 'settings' | 'options'>, state: PollState): PollDisplay {
  const counts: Record<string, number> = { ...state.counts }
  let mine = [...state.myVotes]
  let total = state.totalVotes
  const pending = state.pending
  if (pending && pending.kind === 'unvote') {
    mine = mine.filter((id) => id !== pending.optionId)
    if (counts[pending.optionId] !== undefined) counts[pending.optionId] = Math.max(0, counts[pending.optionId] - 1)
    total = Math.max(0, total - 1)
  } else if (pending) {
    if (!poll.settings.multiple)
      for (const id of mine) {
        if (counts[id] !== undefined) counts[id] = Math.max(0, counts[id] - 1)
        total = Math.max(0, total - 1)
      }
    mine = poll.settings.multiple ? [...mine, pending.optionId] : [pending.optionId]
    if (counts[pending.optionId] !== undefined) counts[pending.optionId]++
    total++
  }
  const resultsVisible = state.resultsVisible && poll.settings.showVotesCount
  const options = poll.options.map((o) => ({
    id: o.id,
    chosen: mine.includes(o.id),
    count: resultsVisible ? (counts[o.id] ?? 0) : undefined,
    percent: resultsVisible ? votePercent(counts[o.id] ?? 0, total) : undefined,
  }))
  const overflow = poll.options.length > POLL_COLLAPSED_OPTIONS
  return {
    options,
    visibleCount: overflow && !state.expanded ? POLL_COLLAPSED_OPTIONS : poll.options.length,
    toggle: !overflow ? null : state.expanded ? 'showLess' : resultsVisible ? 'seeAllResults' : 'seeAllOptions',
    totalVotes: resultsVisible ? total : undefined,
    resultsVisible,
    hasVoted: mine.length > 0,
  }
}
