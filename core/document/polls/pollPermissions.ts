import type { PollResultsAudience, PollSettings, PollVotePermission } from './pollView'

/** Who is looking at a poll. */
export interface PollViewer {
  /** The poll's creator (or the site owner). */
  isOwner: boolean
  /** A signed-in site member (a visitor otherwise). */
  isMember: boolean
  /** Has voted for at least one option. */
  hasVoted: boolean
}

/**
 * Whether `viewer` may see vote counts and percentages: CREATOR polls show them to the owner only,
 * VOTERS polls to the owner and to those who voted, EVERYONE polls to all.
 */
export function canSeeResults(audience: PollResultsAudience, viewer: PollViewer): boolean {
  if (viewer.isOwner) return true
  if (audience === 'CREATOR') return false
  if (audience === 'VOTERS') return viewer.hasVoted
  return true
}

/** Whether `viewer` may vote: SITE_MEMBERS polls take members' votes only (the owner always may). */
export function canVote(voters: PollVotePermission, viewer: Pick<PollViewer, 'isOwner' | 'isMember'>): boolean {
  return voters === 'ALL' || viewer.isMember || viewer.isOwner
}

/** Whether the voters of an option may be listed: the poll shows voters and the results are visible. */
export function canSeeVoters(settings: Pick<PollSettings, 'showVoters'>, resultsVisible: boolean): boolean {
  return settings.showVoters && resultsVisible
}

/** A count as a whole percentage of `total` (0 when nobody voted). */
export function votePercent(count: number, total: number): number {
  return total > 0 ? Math.round((Math.max(0, count) / total) * 100) : 0
}
