import type { Clock, FramePort } from '../../ports'
import { IdentityError } from './errors'
import { parseWebMessage, type OAuthAnswer } from './parseFromUrl'
import { originOf } from './providerApi'

/** The silent flow's time limit. */
export const SILENT_FLOW_TIMEOUT_MS = 120_000

/** Options of {@link waitForFrameAnswer}. */
export interface FrameAnswerOptions {
  readonly frame: FramePort
  readonly clock: Clock
  readonly url: string
  /** The state the answer must carry; answers for other states are ignored. */
  readonly state: string
  readonly timeoutMs?: number
}

/**
 * Loads the provider's authorize page in a hidden frame and resolves with its web_message answer.
 * Only messages from the provider's origin (the page's own) and with the expected state count;
 * an error answer rejects at once; no answer within the timeout rejects with 'OAuth flow timed out'.
 */
export function waitForFrameAnswer(options: FrameAnswerOptions): Promise<OAuthAnswer & { code: string }> {
  const { frame, clock, url, state } = options
  const expectedOrigin = originOf(url)
  return new Promise((resolve, reject) => {
    let done = false
    let handle: { close(): void } | undefined
    const finish = (fn: () => void) => {
      if (done) return
      done = true
      clock.clearTimeout(timer)
      handle?.close()
      fn()
    }
    const timer = clock.setTimeout(
      () => finish(() => reject(new IdentityError('OAuth flow timed out'))),
      options.timeoutMs ?? SILENT_FLOW_TIMEOUT_MS,
    )
    handle = frame.open(url, {
      expectedOrigin,
      onMessage(message) {
        // Checked here as well as in the adapter: a message from any other origin is not an answer.
        if (!expectedOrigin || message.origin.toLowerCase() !== expectedOrigin) return
        const answer = parseWebMessage(message.data)
        if (answer.state !== state) return
        if (answer.error) {
          return finish(() =>
            reject(new IdentityError(answer.errorDescription ?? answer.error!, { code: answer.error })),
          )
        }
        if (answer.code) finish(() => resolve(answer as OAuthAnswer & { code: string }))
      },
      onError(error) {
        finish(() => reject(new IdentityError(error.message || 'The sign-in frame failed to load', { cause: error })))
      },
    })
    if (done) handle.close()
  })
}
