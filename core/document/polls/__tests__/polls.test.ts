import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { manualClock } from '../../../../adapters/memory'
import type { PollOutcome, PollService, PollSnapshot } from '../../../../ports/pollService'
import {
  canSeeResults,
  canSeeVoters,
  canVote,
  createPollStore,
  initialPollDisplay,
  initialPollState,
  pollDisplay,
  pollTransition,
  pollView,
  votePercent,
  type PollState,
} from '..'

const data = (settings: object = {}, count = 3) => ({
  poll: {
    title: 'Favourite language',
    options: Array.from({ length: count }, (_, i) => ({ id: `o${i}`, title: `Option ${i}` })),
    settings: { permissions: { view: 'EVERYONE', vote: 'ALL', allowMultipleVotes: false }, ...settings },
  },
})
const poll = pollView(data(), 'node1')
const snapshot = (counts: number[], myVotes: string[] = [], resultsVisible = true): PollSnapshot => ({
  id: 'node1',
  options: counts.map((count, i) => ({ id: `o${i}`, count })),
  totalVotes: counts.reduce((a, b) => a + b, 0),
  myVotes,
  resultsVisible,
  isOwner: false,
})
const ready = (s: PollSnapshot): PollState => pollTransition(poll)(initialPollState, { type: 'loaded', poll: s })[0]

describe('poll view', () => {
  it('keys the poll by its id or the node id, and options without ids by position', () => {
    const view = pollView({ poll: { title: ' Q ', options: [{ title: 'A' }, { title: 'B' }] } }, 'n9')
    expect(view.pollId).toBe('n9')
    expect(view.title).toBe('Q')
    expect(view.options.map((o) => o.id)).toEqual(['option-0', 'option-1'])
    expect(pollView({ poll: { id: 'p1' } }, 'n9').pollId).toBe('p1')
  })

  it('defaults: results for everyone, anyone votes, one answer, voters and counts shown', () => {
    expect(pollView({}, 'n').settings).toEqual({
      view: 'EVERYONE',
      vote: 'ALL',
      multiple: false,
      showVoters: true,
      showVotesCount: true,
    })
  })
})

describe('poll permissions', () => {
  const visitor = { isOwner: false, isMember: false, hasVoted: false }
  it('creator-only results are for the owner alone, even after voting', () => {
    expect(canSeeResults('CREATOR', { ...visitor, hasVoted: true })).toBe(false)
    expect(canSeeResults('CREATOR', { ...visitor, isOwner: true })).toBe(true)
  })
  it('voters-only results show after voting; everyone-results always', () => {
    expect(canSeeResults('VOTERS', visitor)).toBe(false)
    expect(canSeeResults('VOTERS', { ...visitor, hasVoted: true })).toBe(true)
    expect(canSeeResults('EVERYONE', visitor)).toBe(true)
  })
  it('site-member polls refuse visitors', () => {
    expect(canVote('SITE_MEMBERS', visitor)).toBe(false)
    expect(canVote('SITE_MEMBERS', { ...visitor, isMember: true })).toBe(true)
    expect(canVote('ALL', visitor)).toBe(true)
  })
  it('voters are listed only when shown and results are visible', () => {
    expect(canSeeVoters({ showVoters: true }, true)).toBe(true)
    expect(canSeeVoters({ showVoters: true }, false)).toBe(false)
    expect(canSeeVoters({ showVoters: false }, true)).toBe(false)
  })
  it('percentages', () => {
    expect(votePercent(1, 3)).toBe(33)
    expect(votePercent(0, 0)).toBe(0)
  })
})

describe('the first render of a poll', () => {
  it('shows the first five options unchosen, without counts, and "See All Options" when there are more', () => {
    const big = pollView(data({}, 7), 'node1')
    expect(initialPollDisplay(big)).toMatchObject({ visibleCount: 5, toggle: 'seeAllOptions', totalVotes: undefined })
    expect(initialPollDisplay(big).options[6]).toEqual({
      id: 'o6',
      chosen: false,
      count: undefined,
      percent: undefined,
    })
    expect(initialPollDisplay(poll)).toMatchObject({ visibleCount: 3, toggle: null, hasVoted: false })
  })

  it('property: is what the vote display derives from the initial state, for any poll data', () => {
    fc.assert(
      fc.property(
        fc.nat(12),
        fc.record({ showVoters: fc.boolean(), showVotesCount: fc.boolean() }, { requiredKeys: [] }),
        fc.constantFrom('EVERYONE', 'VOTERS', 'CREATOR'),
        fc.boolean(),
        (count, settings, view, multiple) => {
          const shown = pollView(
            data({ ...settings, permissions: { view, vote: 'ALL', allowMultipleVotes: multiple } }, count),
            'node1',
          )
          expect(initialPollDisplay(shown)).toEqual(pollDisplay(shown, initialPollState))
        },
      ),
    )
  })
})

describe('poll state: optimistic vote and rollback', () => {
  it('a vote shows at once, moves a single-answer vote, and sends one call', () => {
    const state = ready(snapshot([2, 1, 0], ['o1']))
    const [next, effects] = pollTransition(poll)(state, { type: 'vote', optionId: 'o2' })
    expect(effects).toEqual([
      { type: 'send', kind: 'vote', optionId: 'o2' },
      { type: 'report', actionName: 'vote', optionId: 'o2' },
    ])
    const shown = pollDisplay(poll, next)
    expect(shown.options.map((o) => [o.chosen, o.count])).toEqual([
      [false, 2],
      [false, 0],
      [true, 1],
    ])
    expect(shown.totalVotes).toBe(3)
    // A second click while the first is on its way does nothing.
    expect(pollTransition(poll)(next, { type: 'vote', optionId: 'o0' })[1]).toEqual([])
  })

  it('a failed vote rolls back to exactly the confirmed state and raises the toast', () => {
    const state = ready(snapshot([2, 1, 0], ['o1']))
    const [pending] = pollTransition(poll)(state, { type: 'vote', optionId: 'o2' })
    const [failed, effects] = pollTransition(poll)(pending, { type: 'voteFailed', error: { kind: 'offline' } })
    expect(pollDisplay(poll, failed)).toEqual(pollDisplay(poll, state))
    expect(failed.toast).toEqual({ kind: 'offline', seq: 1 })
    expect(effects).toEqual([{ type: 'toastTimer', seq: 1 }])
    const [server] = pollTransition(poll)(failed, { type: 'voteFailed', error: { kind: 'server' } })
    expect(server.toast).toEqual({ kind: 'server', seq: 2 })
  })

  it('voting for the chosen option takes the vote back', () => {
    const state = ready(snapshot([2, 1, 0], ['o0']))
    const [next, effects] = pollTransition(poll)(state, { type: 'vote', optionId: 'o0' })
    expect(effects[0]).toEqual({ type: 'send', kind: 'unvote', optionId: 'o0' })
    expect(pollDisplay(poll, next).options[0]).toMatchObject({ chosen: false, count: 1 })
  })

  it('multiselect polls keep earlier answers', () => {
    const multi = pollView(data({ permissions: { allowMultipleVotes: true } }), 'node1')
    const state = pollTransition(multi)(initialPollState, { type: 'loaded', poll: snapshot([1, 0, 0], ['o0']) })[0]
    const [next] = pollTransition(multi)(state, { type: 'vote', optionId: 'o1' })
    expect(pollDisplay(multi, next).options.map((o) => o.chosen)).toEqual([true, true, false])
  })

  it('hidden results show no counts; See All Options, See All Results and Show Less', () => {
    const big = pollView(data({}, 7), 'node1')
    const hidden = pollTransition(big)(initialPollState, {
      type: 'loaded',
      poll: { ...snapshot([0, 0, 0, 0, 0, 0, 0], [], false), options: big.options.map((o) => ({ id: o.id })) },
    })[0]
    const shown = pollDisplay(big, hidden)
    expect(shown.options.every((o) => o.count === undefined)).toBe(true)
    expect(shown.visibleCount).toBe(5)
    expect(shown.toggle).toBe('seeAllOptions')
    const visible = pollTransition(big)(initialPollState, { type: 'loaded', poll: snapshot([1, 0, 0, 0, 0, 0, 0]) })[0]
    expect(pollDisplay(big, visible).toggle).toBe('seeAllResults')
    const expanded = pollTransition(big)(visible, { type: 'toggleExpanded' })[0]
    expect(pollDisplay(big, expanded)).toMatchObject({ toggle: 'showLess', visibleCount: 7 })
    expect(pollDisplay(poll, ready(snapshot([0, 0, 0]))).toggle).toBeNull()
  })

  it('whatever fails, the display after a rollback equals the display before the vote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(50), { minLength: 3, maxLength: 3 }),
        fc.subarray(['o0', 'o1', 'o2'], { maxLength: 1 }),
        fc.constantFrom('o0', 'o1', 'o2'),
        fc.constantFrom('offline' as const, 'server' as const, 'forbidden' as const),
        (counts, mine, option, kind) => {
          const state = ready(snapshot(counts, mine))
          const [pending] = pollTransition(poll)(state, { type: 'vote', optionId: option })
          const [back] = pollTransition(poll)(pending, { type: 'voteFailed', error: { kind } })
          expect(pollDisplay(poll, back)).toEqual(pollDisplay(poll, state))
        },
      ),
    )
  })
})

describe('poll store over a service and a manual clock', () => {
  const service = (answers: Partial<Record<keyof PollService, () => PollOutcome<unknown>>>): PollService => ({
    getPoll: async () => (answers.getPoll?.() ?? { ok: true, value: snapshot([0, 0, 0]) }) as PollOutcome<PollSnapshot>,
    vote: async () =>
      (answers.vote?.() ?? { ok: true, value: snapshot([1, 0, 0], ['o0']) }) as PollOutcome<PollSnapshot>,
    unvote: async () => ({ ok: true, value: snapshot([0, 0, 0]) }),
    voters: async () => ({ ok: true, value: { voters: [], anonymousCount: 1 } }),
  })
  const flush = () => new Promise((r) => setTimeout(r, 0))

  it('loads, votes, reports the vote, and keeps the confirmed count', async () => {
    const actions: string[] = []
    const store = createPollStore({
      poll,
      service: service({}),
      clock: manualClock(),
      onAction: (name, id) => actions.push(`${name}:${id}`),
    })
    store.send({ type: 'load' })
    await flush()
    expect(store.getSnapshot().status).toBe('ready')
    store.send({ type: 'vote', optionId: 'o0' })
    await flush()
    expect(pollDisplay(poll, store.getSnapshot()).options[0]).toMatchObject({ chosen: true, count: 1, percent: 100 })
    expect(actions).toEqual(['vote:o0'])
  })

  it('a refused vote shows the toast until the clock dismisses it after 5 s', async () => {
    const clock = manualClock()
    const store = createPollStore({
      poll,
      service: service({ vote: () => ({ ok: false, error: { kind: 'server' } }) }),
      clock,
    })
    store.send({ type: 'load' })
    await flush()
    store.send({ type: 'vote', optionId: 'o1' })
    await flush()
    expect(store.getSnapshot().toast?.kind).toBe('server')
    expect(pollDisplay(poll, store.getSnapshot()).options[1].chosen).toBe(false)
    clock.advance(4999)
    expect(store.getSnapshot().toast).not.toBeNull()
    clock.advance(1)
    expect(store.getSnapshot().toast).toBeNull()
    store.dispose()
  })
})
