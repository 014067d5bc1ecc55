import type { Clock } from '../../../ports/clock'
import type { PollService } from '../../../ports/pollService'
import { createStore, type ReadableStore } from '../../shared/createStore'
import { initialPollState, type PollState } from './pollDisplay'
import { pollTransition, POLL_TOAST_MS, type PollEvent } from './pollMachine'
import type { PollView } from './pollView'

/** Options of {@link createPollStore}. */
export interface PollStoreOptions {
  poll: Pick<PollView, 'pollId' | 'settings' | 'options'>
  service: PollService
  clock: Clock
  /** Called for each vote or unvote the visitor makes (the viewer reports it as an action). */
  onAction?: (actionName: 'vote' | 'unvote', optionId: string) => void
}

/** A poll's store: its state for `useSyncExternalStore`, and `send` for visitor events. */
export interface PollStore extends ReadableStore<PollState> {
  /** Hands the store a visitor event (vote, unvote, show all options, ...). */
  send(event: PollEvent): void
  /** Listens to the visitor's votes and unvotes (for host reports); returns the unsubscribe function. */
  listenActions(listener: (actionName: 'vote' | 'unvote', optionId: string) => void): () => void
  /** Stops timers; later answers are ignored. */
  dispose(): void
}

/**
 * Runs {@link pollTransition} against a {@link PollService}: fetches the poll, sends votes and voter
 * lookups, and dismisses toasts after {@link POLL_TOAST_MS} on the clock. The service never rejects, so
 * every answer becomes an event.
 */
export function createPollStore({ poll, service, clock, onAction }: PollStoreOptions): PollStore {
  const store = createStore<PollState>(initialPollState)
  const transition = pollTransition(poll)
  let live = true
  const actionListeners = new Set<(actionName: 'vote' | 'unvote', optionId: string) => void>()
  if (onAction) actionListeners.add(onAction)
  const timers = new Set<ReturnType<Clock['setTimeout']>>()

  const send = (event: PollEvent): void => {
    if (!live) return
    const [next, effects] = transition(store.getSnapshot(), event)
    store.update(next)
    for (const effect of effects) {
      switch (effect.type) {
        case 'fetch':
          void service
            .getPoll(poll.pollId)
            .then((r) => send(r.ok ? { type: 'loaded', poll: r.value } : { type: 'loadFailed', error: r.error }))
          break
        case 'send':
          void service[effect.kind](poll.pollId, effect.optionId).then((r) =>
            send(r.ok ? { type: 'voteDone', poll: r.value } : { type: 'voteFailed', error: r.error }),
          )
          break
        case 'fetchVoters':
          void service
            .voters(poll.pollId, effect.optionId)
            .then((r) =>
              send(
                r.ok
                  ? { type: 'votersLoaded', optionId: effect.optionId, list: r.value }
                  : { type: 'votersFailed', optionId: effect.optionId, error: r.error },
              ),
            )
          break
        case 'toastTimer': {
          const handle = clock.setTimeout(() => {
            timers.delete(handle)
            send({ type: 'dismissToast', seq: effect.seq })
          }, POLL_TOAST_MS)
          timers.add(handle)
          break
        }
        case 'report':
          for (const listener of [...actionListeners])
            try {
              listener(effect.actionName, effect.optionId)
            } catch {
              // A throwing host callback must not stop the vote.
            }
          break
      }
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send,
    listenActions(listener) {
      const entry = (actionName: 'vote' | 'unvote', optionId: string) => listener(actionName, optionId)
      actionListeners.add(entry)
      return () => void actionListeners.delete(entry)
    },
    dispose() {
      live = false
      for (const handle of timers) clock.clearTimeout(handle)
      timers.clear()
    },
  }
}
