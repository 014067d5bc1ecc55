import type { LayoutWorkerPort } from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'
import { createLayoutService } from '../../core/gallery/layout/layoutService'

/**
 * The in-process {@link LayoutWorkerPort}: the same layout service a worker runs, called directly.
 * For server rendering, small galleries, tests, and browsers without `Worker`.
 */
export function syncLayoutWorker(logger?: Logger): LayoutWorkerPort {
  const service = createLayoutService(logger)
  let disposed = false
  const gone = { ok: false, error: 'layout worker disposed' } as const
  return {
    layout: (request) => Promise.resolve(disposed ? gone : service.handle({ type: 'layout', request })),
    append: (items) => Promise.resolve(disposed ? gone : service.handle({ type: 'append', items })),
    dispose: () => {
      disposed = true
    },
  }
}
