import type { PollDisplay } from './pollDisplay'
import type { PollView } from './pollView'

/** Options shown before "See All Options" / "See All Results". */
export const POLL_COLLAPSED_OPTIONS = 5

/**
 * What a poll shows before anything is known from the service (the server markup and the first render):
 * every option unchosen, no counts, the first five listed with "See All Options" when there are more.
 * The same as `pollDisplay(poll, initialPollState)` (a property test holds them together), without the
 * vote arithmetic, which only the voting chunk needs.
 */
export function initialPollDisplay(poll: Pick<PollView, 'options'>): PollDisplay {
  const overflow = poll.options.length > POLL_COLLAPSED_OPTIONS
  return {
    options: poll.options.map((o) => ({ id: o.id, chosen: false, count: undefined, percent: undefined })),
    visibleCount: overflow ? POLL_COLLAPSED_OPTIONS : poll.options.length,
    toggle: overflow ? 'seeAllOptions' : null,
    totalVotes: undefined,
    resultsVisible: false,
    hasVoted: false,
  }
}
