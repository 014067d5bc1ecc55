import { describe, expect, it } from 'vitest'
import type { PollSnapshot } from '../../../../ports/pollService'
import { initialPollState, pollTransition, type PollEvent, type PollState } from '..'
import { twoOptionPoll } from './twoOptionPoll'

const poll = twoOptionPoll
const snapshot = (over: Partial<PollSnapshot> = {}): PollSnapshot => ({
  id: 'node1',
  options: [
    { id: 'o0', count: 2 },
    { id: 'o1', count: 1 },
  ],
  totalVotes: 3,
  myVotes: [],
  resultsVisible: true,
  isOwner: false,
  ...over,
})
const step = (state: PollState, event: PollEvent) => pollTransition(poll)(state, event)
const ready = step(initialPollState, { type: 'loaded', poll: snapshot() })[0]

describe('poll machine: loading', () => {
  it('fetches once while loading', () => {
    const [loading, effects] = step(initialPollState, { type: 'load' })
    expect(loading.status).toBe('loading')
    expect(effects).toEqual([{ type: 'fetch' }])
    expect(step(loading, { type: 'load' })).toEqual([loading, []])
  })

  it('shows the error of a failed load', () => {
    const [failed] = step(initialPollState, { type: 'loadFailed', error: { kind: 'offline' } })
    expect(failed).toMatchObject({ status: 'error', error: { kind: 'offline' } })
  })

  it("takes the service's total, else the sum of the counts it shows", () => {
    expect(ready).toMatchObject({ status: 'ready', counts: { o0: 2, o1: 1 }, totalVotes: 3 })
    expect(step(initialPollState, { type: 'loaded', poll: snapshot({ totalVotes: 7 }) })[0].totalVotes).toBe(7)
    const [summed] = step(initialPollState, {
      type: 'loaded',
      poll: snapshot({ totalVotes: undefined, options: [{ id: 'o0', count: 4 }, { id: 'o1' }] }),
    })
    expect(summed.totalVotes).toBe(4)
    expect(Object.keys(summed.counts)).toEqual(['o0'])
  })

  it('ignores a loaded poll while a vote is on its way', () => {
    const [pending] = step(ready, { type: 'vote', optionId: 'o1' })
    const [after] = step(pending, { type: 'loaded', poll: snapshot({ totalVotes: 9 }) })
    expect(after.totalVotes).toBe(3)
    expect(after.pending).toEqual({ optionId: 'o1', kind: 'vote' })
  })
})

describe('poll machine: votes and toasts', () => {
  it('ignores a vote for an option the poll does not have', () => {
    expect(step(ready, { type: 'vote', optionId: 'zz' })).toEqual([ready, []])
  })

  it('a confirmed vote ends the pending call and shows the answer', () => {
    const [pending] = step(ready, { type: 'vote', optionId: 'o1' })
    const [done] = step(pending, {
      type: 'voteDone',
      poll: snapshot({
        options: [
          { id: 'o0', count: 2 },
          { id: 'o1', count: 2 },
        ],
        totalVotes: 4,
        myVotes: ['o1'],
      }),
    })
    expect(done).toMatchObject({ pending: null, counts: { o0: 2, o1: 2 }, totalVotes: 4, myVotes: ['o1'] })
  })

  it('raises the toast matching the failure, numbered in turn', () => {
    const fail = (state: PollState, kind: 'offline' | 'forbidden' | 'notFound') =>
      step(step(state, { type: 'vote', optionId: 'o0' })[0], { type: 'voteFailed', error: { kind } })
    const [offline, effects] = fail(ready, 'offline')
    expect(offline.toast).toEqual({ kind: 'offline', seq: 1 })
    expect(effects).toEqual([{ type: 'toastTimer', seq: 1 }])
    const [members] = fail(offline, 'forbidden')
    expect(members.toast).toEqual({ kind: 'membersOnly', seq: 2 })
    expect(fail(ready, 'notFound')[0].toast).toEqual({ kind: 'server', seq: 1 })
  })

  it('dismisses only the toast whose timer ran out; dismissing without a toast changes nothing', () => {
    const [failed] = step(step(ready, { type: 'vote', optionId: 'o0' })[0], {
      type: 'voteFailed',
      error: { kind: 'server' },
    })
    expect(step(failed, { type: 'dismissToast', seq: 0 })[0].toast).toEqual({ kind: 'server', seq: 1 })
    expect(step(failed, { type: 'dismissToast', seq: 1 })[0].toast).toBeNull()
    expect(step(ready, { type: 'dismissToast', seq: 1 })).toEqual([ready, []])
  })
})

describe('poll machine: voters modal', () => {
  const list = { voters: [{ id: 'm1', name: 'Ann', private: false }], anonymousCount: 2 }

  it('opens loading and asks for the voters of the option', () => {
    const [open, effects] = step(ready, { type: 'openVoters', optionId: 'o1' })
    expect(open.voters).toEqual({ optionId: 'o1', status: 'loading', error: null })
    expect(effects).toEqual([{ type: 'fetchVoters', optionId: 'o1' }])
  })

  it('shows the list or the error of the option still open, and ignores answers for another', () => {
    const [open] = step(ready, { type: 'openVoters', optionId: 'o1' })
    expect(step(open, { type: 'votersLoaded', optionId: 'o1', list })[0].voters).toEqual({
      optionId: 'o1',
      status: 'ready',
      error: null,
      list,
    })
    expect(step(open, { type: 'votersFailed', optionId: 'o1', error: { kind: 'offline' } })[0].voters).toEqual({
      optionId: 'o1',
      status: 'error',
      error: { kind: 'offline' },
    })
    expect(step(open, { type: 'votersLoaded', optionId: 'o0', list })[0].voters).toEqual(open.voters)
    expect(step(open, { type: 'votersFailed', optionId: 'o0', error: { kind: 'offline' } })[0].voters).toEqual(
      open.voters,
    )
    expect(step(ready, { type: 'votersLoaded', optionId: 'o1', list })[0].voters).toBeNull()
    expect(step(ready, { type: 'votersFailed', optionId: 'o1', error: { kind: 'offline' } })[0].voters).toBeNull()
    expect(step(open, { type: 'closeVoters' })[0].voters).toBeNull()
  })
})
