import type { Clock, FramePort } from '../../ports'
import { IdentityError } from './errors'
import { parseWebMessage, type OAuthAnswer } from './parseFromUrl'
import { originOf } from './providerApi'
import { providerPageUrl } from './providerPages'

/** The silent flow's time limit. */
export const SILENT_FLOW_TIMEOUT_MS = 120_000

/** Options of {@link waitForFrameAnswer}. */
export interface FrameAnswerOptions {
  readonly frame: FramePort
  readonly clock: Clock
  readonly url: string
  /** The provider's origins: the frame loads only an http(s) `url` on one of them. */
  readonly origins: readonly string[]
  /** The state the answer must carry; answers for other states are ignored. */
  readonly state: string
  readonly timeoutMs?: number
}

/**
 * Loads the provider's authorize page in a hidden frame and resolves with its web_message answer.
 * The page must be an http(s) address on one of the provider's origins: anything else (a
 * `javascript:` address would run in the site's own origin) rejects with code `UNTRUSTED_PAGE` and
 * loads nothing. Only messages from that origin and with the expected state count;
 * an error answer rejects at once; no answer within the timeout rejects with 'OAuth flow timed out'.
 */
export function waitForFrameAnswer(options: FrameAnswerOptions): Promise<OAuthAnswer & { code: string }> {
  const { frame, clock, state } = options
  let url: string
  try {
    url = providerPageUrl(options.url, options.origins)
  } catch (error) {
    return Promise.reject(error as Error)
  }
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
      () => finish(() => reject(new IdentityError('OAUTH_TIMEOUT', 'OAuth flow timed out'))),
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
          return finish(() => reject(new IdentityError(answer.error!, answer.errorDescription ?? answer.error!)))
        }
        if (answer.code) finish(() => resolve(answer as OAuthAnswer & { code: string }))
      },
      onError(error) {
        finish(() =>
          reject(
            new IdentityError('FRAME_FAILED', error.message || 'The sign-in frame failed to load', { cause: error }),
          ),
        )
      },
    })
    if (done) handle.close()
  })
}
