import type { Result } from '../core/shared/Result'
/** A poll's live state as the poll service answers it for the current visitor. */
export interface PollSnapshot {
  id: string
  /** Every option with its vote count; `count` is absent when the caller may not see results. */
  options: { id: string; count?: number }[]
  totalVotes?: number
  /** The options the current visitor or member voted for. */
  myVotes: string[]
  /** False when the poll shows results to its creator only (or to voters, before voting). */
  resultsVisible: boolean
  /** True when the caller created the poll (or is the site owner). */
  isOwner: boolean
}

/** One voter of an option, as the voters modal lists them. */
export interface PollVoter {
  id: string
  /** Absent for a private profile ("Private User"). */
  name?: string
  imageUrl?: string
  private: boolean
}

/** The voters of an option: named members, and how many anonymous visitors voted. */
export interface PollVoters {
  voters: PollVoter[]
  anonymousCount: number
}

/**
 * Why a poll call failed, as a value: `offline` (the browser has no network), `server` (no answer or a
 * failing service), `forbidden` (for example, site members only), `notFound`, `unauthenticated`.
 */
export interface PollFailure {
  kind: 'offline' | 'server' | 'forbidden' | 'notFound' | 'unauthenticated'
  message?: string
}

/** The outcome of a poll call. */
export type PollOutcome<TValue> = Result<TValue, PollFailure>

/** The poll service the viewer's polls talk to (the emulator serves it under `/_api/polls/v1`). Never rejects. */
export interface PollService {
  /** The poll as the current visitor may see it. */
  getPoll(pollId: string): Promise<PollOutcome<PollSnapshot>>
  /** Votes for `optionId` and answers the poll after the vote. */
  vote(pollId: string, optionId: string): Promise<PollOutcome<PollSnapshot>>
  /** Takes back the vote for `optionId` and answers the poll after it. */
  unvote(pollId: string, optionId: string): Promise<PollOutcome<PollSnapshot>>
  /** The voters of `optionId`, for the voters dialog. */
  voters(pollId: string, optionId: string): Promise<PollOutcome<PollVoters>>
}
