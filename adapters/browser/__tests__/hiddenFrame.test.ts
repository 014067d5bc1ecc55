// @vitest-environment happy-dom
// The hidden sign-in frame loads only http(s) pages on the provider's origin: a javascript: address
// would run in the site's own origin, so it and any other address are refused with an error and no
// frame is added to the page.
import { afterEach, describe, expect, it } from 'vitest'
import { hiddenFrame } from '../hiddenFrame'

afterEach(() => document.body.replaceChildren())

const open = (url: string) => {
  const errors: string[] = []
  const handle = hiddenFrame().open(url, {
    expectedOrigin: 'https://idp.test',
    onMessage() {},
    onError: (error) => errors.push(error.message),
  })
  return { errors, handle, frames: () => [...document.querySelectorAll('iframe')] }
}

describe('hiddenFrame', () => {
  it('loads an http(s) page of the provider in a hidden, unfocusable frame', () => {
    const { errors, frames, handle } = open('https://idp.test/authorize?s=1')
    // (happy-dom loads no frame page and reports the load as failed; it was not refused.)
    expect(errors.filter((e) => e.includes('refused'))).toEqual([])
    expect(frames().map((f) => [f.getAttribute('src'), f.getAttribute('aria-hidden'), f.tabIndex])).toEqual([
      ['https://idp.test/authorize?s=1', 'true', -1],
    ])
    handle.close()
    expect(frames()).toHaveLength(0)
  })

  it.each([
    ['javascript:parent.stolen=document.cookie', 'an address that is not http(s)'],
    ['  JAVA\tSCRIPT:alert(1)', 'an address that is not http(s)'],
    ['data:text/html,<script>alert(1)</script>', 'an address that is not http(s)'],
    ['https://evil.test/authorize', 'https://evil.test'],
    ['https://idp.test@evil.test/', 'https://evil.test'],
    ['https://evil.test\\@idp.test/', 'https://evil.test'],
  ])('refuses %j with an error and adds no frame', (url, named) => {
    const { errors, frames, handle } = open(url)
    expect(errors).toEqual([`The sign-in frame refused to load ${named}: only http(s) pages on https://idp.test`])
    expect(frames()).toHaveLength(0)
    handle.close()
  })
})
