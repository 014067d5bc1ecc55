// The shared store with 1,000 subscribers: updates per second, against the floor of a hand-written
// mutable listener set (no immutability, no structural sharing).
import { createStore } from '../core/shared'
import { fmt, timeIt, type BenchRow } from './harness'

export const title = 'Shared store: 1,000 subscribers'

const SUBSCRIBERS = 1000
const UPDATES = 1000

export default async function run(): Promise<BenchRow[]> {
  let seen = 0
  const vitrine = await timeIt(() => {
    const store = createStore({ count: 0, items: Array.from({ length: 100 }, (_, i) => ({ id: i })) })
    for (let i = 0; i < SUBSCRIBERS; i++) store.subscribe(() => (seen += store.getSnapshot().count & 1))
    for (let i = 0; i < UPDATES; i++) store.update((d) => void (d.count += 1))
  })

  const floor = await timeIt(() => {
    let state = { count: 0, items: Array.from({ length: 100 }, (_, i) => ({ id: i })) }
    const listeners = new Set<() => void>()
    for (let i = 0; i < SUBSCRIBERS; i++) listeners.add(() => (seen += state.count & 1))
    for (let i = 0; i < UPDATES; i++) {
      state = { ...state, count: state.count + 1 }
      for (const l of listeners) l()
    }
  })
  if (seen < 0) console.log(seen)

  const perSecond = (ms: number) => fmt((UPDATES / ms) * 1000, 0)
  return [
    {
      case: `${UPDATES} updates`,
      subject: 'vitrine createStore (immer)',
      ms: fmt(vitrine),
      'updates/s': perSecond(vitrine),
      'ratio vs floor': fmt(vitrine / floor),
    },
    {
      case: `${UPDATES} updates`,
      subject: 'floor: mutable listener set',
      ms: fmt(floor),
      'updates/s': perSecond(floor),
      'ratio vs floor': 1,
    },
  ]
}
