import { describe, expect, it } from 'vitest'
import type { LayoutWorkerItem, LayoutWorkerOutcome, LayoutWorkerPort } from '../../../ports/layoutWorker'
import { recordingLogger } from '../../memory/recordingLogger'
import { syncLayoutWorker } from '../../memory/syncLayoutWorker'
import { LAYOUT_WORKER_FALLBACK_MESSAGE, defaultLayoutWorker, fallbackLayoutPort } from '../defaultLayoutWorker'
import { workerLayoutPort, type WorkerLike } from '../layoutWorker'

const items = (from: number, count: number): LayoutWorkerItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: `i${from + i}`, width: 800 + ((from + i) % 5) * 200, height: 900 }))
const request = { items: items(0, 40), container: { width: 980 }, options: { galleryLayout: 'collage' } }
const ids = (outcome: LayoutWorkerOutcome) => (outcome.ok ? outcome.value.ids : outcome.error)
const tops = (outcome: LayoutWorkerOutcome) => (outcome.ok ? [...outcome.value.boxes] : [])

/** A worker that never answers and fails when told to (as a module that does not load does). */
function deadWorker() {
  const listeners: Record<string, ((event: never) => void)[]> = { message: [], error: [] }
  const worker: WorkerLike = {
    postMessage: () => undefined,
    addEventListener: (type: string, listener: (event: never) => void) => listeners[type]!.push(listener),
    terminate: () => undefined,
  }
  return { worker, die: () => listeners.error!.forEach((l) => l({ message: 'script 404' } as never)) }
}

describe('fallbackLayoutPort', () => {
  it('answers pending calls on the fallback, in order, once the worker fails, and warns once', async () => {
    const logger = recordingLogger()
    const dead = deadWorker()
    const port = fallbackLayoutPort(
      (failed) => workerLayoutPort(dead.worker, { onError: failed }),
      () => syncLayoutWorker(),
      logger,
    )
    const first = port.layout(request)
    const more = port.append(items(40, 10))
    dead.die()
    const [laid, appended] = await Promise.all([first, more])
    const reference: LayoutWorkerPort = syncLayoutWorker()
    const expectedLaid = await reference.layout(request)
    const expectedAppended = await reference.append(items(40, 10))
    expect(ids(laid)).toEqual(ids(expectedLaid))
    expect(tops(appended)).toEqual(tops(expectedAppended))
    expect(ids(appended)).toHaveLength(50)
    // Later calls go straight to the fallback.
    expect(ids(await port.append(items(50, 5)))).toHaveLength(55)
    expect(logger.messages('warn')).toEqual([LAYOUT_WORKER_FALLBACK_MESSAGE])
  })

  it('uses the fallback from the start when the worker cannot be created', async () => {
    const logger = recordingLogger()
    const port = fallbackLayoutPort(
      () => {
        throw new Error('SecurityError: cannot start worker')
      },
      () => syncLayoutWorker(),
      logger,
    )
    expect(ids(await port.layout(request))).toHaveLength(40)
    expect(logger.entries[0]).toMatchObject({ message: LAYOUT_WORKER_FALLBACK_MESSAGE })
    expect(logger.entries[0]!.details).toEqual(['SecurityError: cannot start worker'])
  })

  it('keeps the worker answers while the worker works', async () => {
    const answers: LayoutWorkerOutcome = { ok: false, error: 'from the worker' }
    const port = fallbackLayoutPort(
      () => ({ layout: async () => answers, append: async () => answers, dispose: () => undefined }),
      () => syncLayoutWorker(),
    )
    expect(await port.layout(request)).toBe(answers)
  })

  it('defaultLayoutWorker lays out in process where Worker is missing (Node)', async () => {
    const logger = recordingLogger()
    const outcome = await defaultLayoutWorker(logger).layout(request)
    expect(ids(outcome)).toEqual(request.items.map((i) => i.id))
    expect(logger.messages('warn')).toEqual([LAYOUT_WORKER_FALLBACK_MESSAGE])
  })
})
