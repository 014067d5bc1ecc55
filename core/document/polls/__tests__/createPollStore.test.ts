import { describe, expect, it } from 'vitest'
import { manualClock } from '../../../../adapters/memory'
import type { PollOutcome, PollService, PollSnapshot, PollVoters } from '../../../../ports/pollService'
import { createPollStore } from '..'
import { twoOptionPoll } from './twoOptionPoll'

const poll = twoOptionPoll
const snapshot = (counts: number[], myVotes: string[] = []): PollSnapshot => ({
  id: 'node1',
  options: counts.map((count, i) => ({ id: `o${i}`, count })),
  totalVotes: counts.reduce((a, b) => a + b, 0),
  myVotes,
  resultsVisible: true,
  isOwner: false,
})
const flush = () => new Promise((r) => setTimeout(r, 0))

function service(answers: { vote?: PollOutcome<PollSnapshot>; voters?: PollOutcome<PollVoters> } = {}): PollService {
  return {
    getPoll: async () => ({ ok: true, value: snapshot([0, 0]) }),
    vote: async () => answers.vote ?? { ok: true, value: snapshot([1, 0], ['o0']) },
    unvote: async () => ({ ok: true, value: snapshot([0, 0]) }),
    voters: async () => answers.voters ?? { ok: true, value: { voters: [], anonymousCount: 3 } },
  }
}

describe('createPollStore', () => {
  it('loads the poll, or shows why it could not', async () => {
    const store = createPollStore({ poll, service: service(), clock: manualClock() })
    store.send({ type: 'load' })
    expect(store.getSnapshot().status).toBe('loading')
    await flush()
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', counts: { o0: 0, o1: 0 }, totalVotes: 0 })
    const offline: PollService = { ...service(), getPoll: async () => ({ ok: false, error: { kind: 'offline' } }) }
    const failing = createPollStore({ poll, service: offline, clock: manualClock() })
    failing.send({ type: 'load' })
    await flush()
    expect(failing.getSnapshot()).toMatchObject({ status: 'error', error: { kind: 'offline' } })
  })

  it('ends the pending vote with the confirmed counts', async () => {
    const store = createPollStore({ poll, service: service(), clock: manualClock() })
    store.send({ type: 'load' })
    await flush()
    store.send({ type: 'vote', optionId: 'o0' })
    expect(store.getSnapshot().pending).toEqual({ optionId: 'o0', kind: 'vote' })
    await flush()
    expect(store.getSnapshot()).toMatchObject({ pending: null, counts: { o0: 1, o1: 0 }, myVotes: ['o0'] })
  })

  it('loads the voters of an option, or shows the error', async () => {
    const loaded = createPollStore({ poll, service: service(), clock: manualClock() })
    loaded.send({ type: 'openVoters', optionId: 'o1' })
    await flush()
    expect(loaded.getSnapshot().voters).toEqual({
      optionId: 'o1',
      status: 'ready',
      error: null,
      list: { voters: [], anonymousCount: 3 },
    })
    const failing = createPollStore({
      poll,
      service: service({ voters: { ok: false, error: { kind: 'server' } } }),
      clock: manualClock(),
    })
    failing.send({ type: 'openVoters', optionId: 'o1' })
    await flush()
    expect(failing.getSnapshot().voters).toMatchObject({
      optionId: 'o1',
      status: 'error',
      error: { kind: expect.any(String) },
    })
  })

  it('tells action listeners of each vote until they unsubscribe', async () => {
    const store = createPollStore({ poll, service: service(), clock: manualClock() })
    const heard: string[] = []
    const stop = store.listenActions((name, id) => heard.push(`${name}:${id}`))
    store.send({ type: 'vote', optionId: 'o0' })
    await flush()
    stop()
    store.send({ type: 'vote', optionId: 'o0' })
    await flush()
    expect(heard).toEqual(['vote:o0'])
  })

  it('after dispose, ignores answers still on their way and leaves no timer', async () => {
    const clock = manualClock()
    const store = createPollStore({
      poll,
      service: service({ vote: { ok: false, error: { kind: 'offline' } } }),
      clock,
    })
    store.send({ type: 'vote', optionId: 'o0' })
    await flush()
    expect(store.getSnapshot().toast).toEqual({ kind: 'offline', seq: 1 })
    expect(clock.pending()).toBe(1)
    store.send({ type: 'load' })
    store.dispose()
    expect(clock.pending()).toBe(0)
    await flush()
    expect(store.getSnapshot().status).toBe('loading')
    store.send({ type: 'toggleExpanded' })
    expect(store.getSnapshot().expanded).toBe(false)
  })
})
