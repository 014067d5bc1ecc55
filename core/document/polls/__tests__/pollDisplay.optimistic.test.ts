import { describe, expect, it } from 'vitest'
import { initialPollState, pollDisplay, pollView, type PollState } from '..'

// What a reader sees while a vote or an unvote is on its way (shown at once, before the service
// answers): which answers are chosen, each count and the total, never below zero.

const poll = (multiple: boolean) =>
  pollView(
    {
      poll: {
        title: 'Q',
        options: ['A', 'B', 'C'].map((title, i) => ({ id: `o${i}`, title })),
        settings: { permissions: { view: 'EVERYONE', vote: 'ALL', allowMultipleVotes: multiple } },
      },
    },
    'node1',
  )
const single = poll(false)
const multi = poll(true)

const state = (
  counts: Record<string, number>,
  myVotes: string[],
  pending: PollState['pending'],
  totalVotes = Object.values(counts).reduce((a, b) => a + b, 0),
): PollState => ({
  ...initialPollState,
  status: 'ready',
  error: null,
  resultsVisible: true,
  counts,
  totalVotes,
  myVotes,
  pending,
})

const shown = (p: typeof single, s: PollState) => {
  const display = pollDisplay(p, s)
  return {
    rows: display.options.map((o) => `${o.id}:${o.chosen ? 'x' : '-'}:${o.count}`),
    total: display.totalVotes,
    hasVoted: display.hasVoted,
  }
}

describe('poll display while a vote is on its way', () => {
  it('an unvote in a multiple-answer poll takes back that answer only, with its count and the total', () => {
    const s = state({ o0: 3, o1: 2, o2: 0 }, ['o0', 'o1'], { kind: 'unvote', optionId: 'o0' })
    expect(shown(multi, s)).toEqual({ rows: ['o0:-:2', 'o1:x:2', 'o2:-:0'], total: 4, hasVoted: true })
  })

  it('an unvote of the last answer leaves the reader without a vote', () => {
    const s = state({ o0: 1, o1: 0, o2: 0 }, ['o0'], { kind: 'unvote', optionId: 'o0' })
    expect(shown(single, s)).toEqual({ rows: ['o0:-:0', 'o1:-:0', 'o2:-:0'], total: 0, hasVoted: false })
  })

  it('never shows a count or a total below zero, whatever the confirmed figures say', () => {
    const s = state({ o0: 0, o1: 0, o2: 0 }, ['o0'], { kind: 'unvote', optionId: 'o0' }, 0)
    expect(shown(single, s)).toEqual({ rows: ['o0:-:0', 'o1:-:0', 'o2:-:0'], total: 0, hasVoted: false })
  })

  it('a vote in a single-answer poll moves the answer: one count down, one up, the same total', () => {
    const s = state({ o0: 1, o1: 3, o2: 0 }, ['o1'], { kind: 'vote', optionId: 'o2' })
    expect(shown(single, s)).toEqual({ rows: ['o0:-:1', 'o1:-:2', 'o2:x:1'], total: 4, hasVoted: true })
  })

  it('a vote in a multiple-answer poll adds an answer and keeps the others and their counts', () => {
    const s = state({ o0: 2, o1: 0, o2: 1 }, ['o0'], { kind: 'vote', optionId: 'o1' })
    expect(shown(multi, s)).toEqual({ rows: ['o0:x:2', 'o1:x:1', 'o2:-:1'], total: 4, hasVoted: true })
  })

  it('an answer without a confirmed count shows 0, also while a vote moves away from it', () => {
    const s = state({ o0: 2 }, ['o1'], { kind: 'vote', optionId: 'o0' }, 3)
    expect(shown(single, s)).toEqual({ rows: ['o0:x:3', 'o1:-:0', 'o2:-:0'], total: 3, hasVoted: true })
  })

  it('a vote for an answer without a confirmed count shows it at 1', () => {
    const s = state({ o0: 2 }, [], { kind: 'vote', optionId: 'o2' }, 2)
    expect(shown(single, s)).toEqual({ rows: ['o0:-:2', 'o1:-:0', 'o2:x:1'], total: 3, hasVoted: true })
  })
})
