import { describe, expect, it, vi } from 'vitest'
import { createTranslations, en, initialTranslations, type Messages } from '../index'
import type { Logger } from '../../../ports/logger'

const logger = () => {
  const log = { error: vi.fn<Logger['error']>(), warn: vi.fn<Logger['warn']>(), info: vi.fn<Logger['info']>() }
  return log satisfies Logger
}
const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, ko) => ((resolve = ok), (reject = ko)))
  return { promise, resolve, reject }
}
const german = { ...en, galleryLoadMore: 'Mehr laden' } as Messages

describe('createTranslations', () => {
  it('is ready with English at once for English, without loading anything', () => {
    const load = vi.fn()
    const store = createTranslations({ locale: 'en', load })
    expect(store.getSnapshot()).toMatchObject({ locale: 'en', status: 'ready', error: null, dir: 'ltr' })
    expect(store.getSnapshot().messages).toBe(en)
    expect(load).not.toHaveBeenCalled()
  })

  it('shows English while loading, then the locale once its bundle arrives', async () => {
    const bundle = deferred<Messages>()
    const load = vi.fn(() => bundle.promise)
    const store = createTranslations({ locale: 'de-AT', load })
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot().status))
    expect(load).toHaveBeenCalledWith('de')
    expect(store.getSnapshot()).toMatchObject({ locale: 'de', status: 'loading' })
    expect(store.getSnapshot().messages.galleryLoadMore).toBe('Load More')
    bundle.resolve(german)
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'))
    expect(store.getSnapshot().messages.galleryLoadMore).toBe('Mehr laden')
    expect(seen).toEqual(['ready'])
  })

  it('knows the direction before the bundle loads', () => {
    const store = createTranslations({ locale: 'he', load: () => new Promise(() => {}) })
    expect(store.getSnapshot()).toMatchObject({ dir: 'rtl', status: 'loading' })
  })

  it('a missing bundle logs that it cannot be found, ends in error and keeps English', async () => {
    const log = logger()
    const store = createTranslations({ locale: 'xx', load: async () => undefined, logger: log })
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('error'))
    expect(log.error).toHaveBeenCalledWith('Cannot find locale bundle for xx')
    expect(store.getSnapshot().messages).toBe(en)
    expect(store.getSnapshot()).toMatchObject({ error: { code: 'LOCALE_BUNDLE_MISSING', locale: 'xx' } })
  })

  it('a loader that rejects is a missing bundle too', async () => {
    const log = logger()
    const store = createTranslations({ locale: 'fr', load: () => Promise.reject(new Error('chunk 404')), logger: log })
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('error'))
    expect(log.error.mock.calls[0][0]).toBe('Cannot find locale bundle for fr')
  })

  it('the default loader fetches the shipped bundle; an unknown code is an error', async () => {
    const log = logger()
    const ja = createTranslations({ locale: 'ja', logger: log })
    await vi.waitFor(() => expect(ja.getSnapshot().status).toBe('ready'))
    expect(ja.getSnapshot().messages.playerPlay).toBe('再生')
    const xx = createTranslations({ locale: 'xx-YY', logger: log })
    await vi.waitFor(() => expect(xx.getSnapshot().status).toBe('error'))
    expect(log.error).toHaveBeenCalledWith('Cannot find locale bundle for xx')
  })

  it('a partial bundle is completed with English; non-strings are ignored', async () => {
    const store = createTranslations({
      locale: 'de',
      load: async () => ({ default: { playerPlay: 'Abspielen', playerPause: 42 } as never }),
    })
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'))
    expect(store.getSnapshot().messages.playerPlay).toBe('Abspielen')
    expect(store.getSnapshot().messages.playerPause).toBe('Pause')
  })

  it('only the latest setLocale wins when loads overlap', async () => {
    const slow = deferred<Messages>()
    const load = vi.fn((code: string) =>
      code === 'de' ? slow.promise : Promise.resolve({ ...en, playerPlay: 'Lire' } as Messages),
    )
    const store = createTranslations({ locale: 'de', load })
    await store.setLocale('fr')
    slow.resolve(german)
    await Promise.resolve()
    await Promise.resolve()
    expect(store.getSnapshot()).toMatchObject({ locale: 'fr', status: 'ready' })
    expect(store.getSnapshot().messages.playerPlay).toBe('Lire')
  })

  it('switching back to English is immediate', async () => {
    const store = createTranslations({ locale: 'de', load: async () => german })
    await store.setLocale('en')
    expect(store.getSnapshot()).toBe(initialTranslations('en'))
  })

  it('gives the same initial snapshot for the same code (stable for server rendering)', () => {
    expect(initialTranslations('pt-BR')).toBe(initialTranslations('pt'))
    expect(Object.isFrozen(initialTranslations('pt'))).toBe(true)
  })
})
