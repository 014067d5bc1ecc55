// The package entry points wire the platform defaults the core leaves out: fetch for data, WebCrypto
// for identity, the console for gallery options. The core alone refuses to guess.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDataClient as coreDataClient } from '../../core/data'
import { createCodeVerifier as coreCodeVerifier } from '../../core/identity'
import { createDataClient } from '../data'
import { createCodeChallenge, createCodeVerifier } from '../identity'
import { createGalleryController as coreGalleryController } from '../../core/gallery'
import { createGalleryController } from '../gallery'

afterEach(() => vi.unstubAllGlobals())

describe('vitrine/data', () => {
  it('the core needs an http port and says which adapter provides one', () => {
    expect(() => coreDataClient({ baseUrl: 'https://site.test' } as never)).toThrow(
      'createDataClient needs { http } (fetchHttp() from vitrine/adapters/browser)',
    )
  })

  it('the entry sends requests through the platform fetch when no port is passed', async () => {
    const calls: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url)
      return new Response(JSON.stringify({ dataItem: { id: 'a', data: { _id: 'a', title: 'Hello' } } }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const item = await createDataClient({ baseUrl: 'https://site.test' }).get('Movies', 'a')
    expect(item).toMatchObject({ _id: 'a', title: 'Hello' })
    expect(calls).toEqual(['https://site.test/wix-data/v2/items/a?dataCollectionId=Movies'])
  })
})

describe('vitrine/identity', () => {
  it('the core needs a crypto port', () => {
    expect(() => coreCodeVerifier(43, undefined as never)).toThrow('createCodeVerifier needs a crypto port')
  })

  it('the entry draws from WebCrypto by default', async () => {
    const verifier = createCodeVerifier()
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/)
    expect(await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })
})

describe('vitrine/gallery', () => {
  const input = {
    id: 'g',
    items: [{ itemId: 'a', mediaUrl: 'a.jpg', width: 400, height: 300 }],
    container: { width: 600, height: 400 },
  }

  it('the core controller needs a clock and says which adapter provides one', () => {
    expect(() => coreGalleryController(input as never)).toThrow(
      'createGalleryController needs { clock } (systemClock() from vitrine/adapters/browser)',
    )
  })

  it('the entry runs on the system clock when no clock is passed', () => {
    const g = createGalleryController(input)
    expect(g.getSnapshot()).toMatchObject({ status: 'ready', count: 1, width: 600 })
    g.dispose()
  })
})
