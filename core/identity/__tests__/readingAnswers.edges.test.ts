// Reading the provider's answers at the edges: an empty state is left out, and a frame's load error
// is kept as the cause of the rejection.
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../../adapters/memory'
import type { FrameOptions, FramePort } from '../../../ports'
import { parseFromUrl } from '../parseFromUrl'
import { waitForFrameAnswer } from '../silentSignIn'

describe('parseFromUrl: empty fields', () => {
  it('leaves out an empty state rather than answering an empty string', () => {
    expect(parseFromUrl('https://site.test/cb?code=c&state=', 'query')).toStrictEqual({ code: 'c' })
  })
})

describe('waitForFrameAnswer: frame errors', () => {
  it('keeps the frame’s error as the cause', async () => {
    const cause = new Error('blocked by CSP')
    const port: FramePort = {
      open(_url: string, options: FrameOptions) {
        options.onError?.(cause)
        return { close() {} }
      },
    }
    const outcome = waitForFrameAnswer({
      frame: port,
      clock: manualClock(),
      url: 'https://idp.test/a',
      origins: ['https://idp.test'],
      state: 's',
    })
    await expect(outcome).rejects.toMatchObject({ message: 'blocked by CSP', cause })
  })
})
