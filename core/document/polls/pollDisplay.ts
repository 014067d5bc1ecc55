/**
 * What a poll shows (its state and the display derived from it), apart from the vote machine
 * (`pollMachine.ts`). The server markup needs neither: it shows `initialPollDisplay`, so both stay in
 * the voting chunk.
 */
import type { PollFailure, PollVoters as PollVoterList } from '../../../ports/pollService'
import { statusOf, type StatusState } from '../../shared/status'
import { POLL_COLLAPSED_OPTIONS } from './initialPollDisplay'
import { votePercent } from './pollPermissions'
import type { PollView } from './pollView'
/** A toast: offline ("No internet ...") or server ("Couldn't connect ..."); members-only votes. */
export type PollToast = 'offline' | 'server' | 'membersOnly'

/** The voters dialog of one option, with the shared status of their lookup. */
export type PollVotersState = { readonly optionId: string; readonly list?: PollVoterList } & StatusState<PollFailure>

/** The state of one poll on the page, with the shared status of loading it. */
export type PollState = StatusState<PollFailure> & {
  /** Confirmed counts by option id (empty while results are hidden). */
  readonly counts: Readonly<Record<string, number>>
  readonly totalVotes: number
  /** Confirmed votes of this visitor. */
  readonly myVotes: readonly string[]
  readonly resultsVisible: boolean
  readonly isOwner: boolean
  /** A vote or unvote on its way: shown at once (optimistic), undone if the service refuses it. */
  readonly pending: { readonly optionId: string; readonly kind: 'vote' | 'unvote' } | null
  readonly toast: { readonly kind: PollToast; readonly seq: number } | null
  /** "See All Options" pressed (until "Show Less"). */
  readonly expanded: boolean
  readonly voters: PollVotersState | null
}

/** The state before anything is known from the service. */
export const initialPollState: PollState = {
  ...statusOf('idle'),
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
    counts[pending.optionId] = Math.max(0, (counts[pending.optionId] ?? 0) - 1)
    total = Math.max(0, total - 1)
  } else if (pending) {
    if (!poll.settings.multiple)
      for (const id of mine) {
        counts[id] = Math.max(0, (counts[id] ?? 0) - 1)
        total = Math.max(0, total - 1)
      }
    mine = poll.settings.multiple ? [...mine, pending.optionId] : [pending.optionId]
    counts[pending.optionId] = (counts[pending.optionId] ?? 0) + 1
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
