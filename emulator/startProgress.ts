// The steps of the emulator's start (the embedded database's first start takes seconds), reported
// to whoever started it (`npm start` prints them) and shown by the page it serves until it is ready.
import { appError, ServiceError } from './errors'
import { answerBeforeRouter } from './router'

/** One step of the start. */
export interface StartStep {
  readonly id: 'database' | 'schema' | 'site'
  /** What is being done, as a sentence for a person. */
  readonly label: string
  readonly state: 'waiting' | 'running' | 'done'
  /** How long it took, once done. */
  readonly ms?: number
}

/** Where the start is: the address (once listening) and every step. */
export interface StartProgress {
  /** Known as soon as the port is open: the page there shows this progress. */
  readonly url?: string
  readonly steps: readonly StartStep[]
  readonly ready: boolean
}

/** Tracks the steps of one start and reports every change. */
export function startTracker(steps: readonly Pick<StartStep, 'id' | 'label'>[], report?: (p: StartProgress) => void) {
  let progress: StartProgress = { steps: steps.map((s) => ({ ...s, state: 'waiting' })), ready: false }
  const update = (next: Partial<StartProgress>) => {
    progress = { ...progress, ...next }
    report?.(progress)
  }
  const setStep = (id: StartStep['id'], change: Partial<StartStep>) =>
    update({ steps: progress.steps.map((s) => (s.id === id ? { ...s, ...change } : s)) })
  return {
    get current() {
      return progress
    },
    listening: (url: string) => update({ url }),
    /** Runs `work` as step `id`, timing it. */
    async step<T>(id: StartStep['id'], work: () => Promise<T>): Promise<T> {
      const started = performance.now()
      setStep(id, { state: 'running' })
      const result = await work()
      setStep(id, { state: 'done', ms: Math.round(performance.now() - started) })
      return result
    },
    ready: () => update({ ready: true }),
  }
}

/**
 * The emulator's own answer while it starts, when its site has no page for it: a 503 with Retry-After
 * in the one error shape (code `EMULATOR_STARTING`, a request id), whose details also list the steps.
 */
export function startingAnswer(progress: StartProgress): Response {
  const starting = appError(503, 'EMULATOR_STARTING', 'The emulator is starting; try again in a second.')
  const body = starting.json as { details: Record<string, unknown> }
  return answerBeforeRouter(
    new ServiceError({
      ...starting,
      json: { ...body, details: { ...body.details, steps: progress.steps } },
      headers: { ...starting.headers, 'retry-after': '1' },
    }),
  )
}
