import { describe, expect, it } from 'vitest'
import { initialVideoState, loadThumbnail, type VideoEvent } from '..'
import { runVideo } from './runVideo'
import { safeMediaUrl } from '../..'

const run = runVideo

describe('video loading and autoplay', () => {
  it('takes address and thumbnail through idle, loading, ready', () => {
    let s = initialVideoState({})
    expect([s.address.status, s.thumbnail.status]).toEqual(['idle', 'idle'])
    s = run(s, { type: 'addressLoading' }, { type: 'thumbnailLoading' }).state
    expect([s.address.status, s.thumbnail.status]).toEqual(['loading', 'loading'])
    s = run(
      s,
      { type: 'addressResolved', url: 'https://v.example/a.mp4' },
      { type: 'thumbnailResolved', url: 'https://v.example/a.jpg' },
    ).state
    expect(s.address).toEqual({ status: 'ready', error: null, url: 'https://v.example/a.mp4' })
    expect(s.thumbnail).toEqual({ status: 'ready', error: null, url: 'https://v.example/a.jpg' })
  })

  it('autoplays when scrolled into view, pauses when it leaves, and stays paused after the visitor pauses', () => {
    const s = initialVideoState({ url: 'https://v.example/a.mp4', autoPlay: true })
    const a = run(s, { type: 'enterView' }, { type: 'leaveView' }, { type: 'enterView' })
    expect(a.effects).toEqual(['play', 'pause', 'play'])
    const b = run(a.state, { type: 'userPause' }, { type: 'leaveView' }, { type: 'enterView' })
    expect(b.effects).toEqual(['pause'])
    expect(b.state.playing).toBe(false)
  })

  it('does not autoplay without the option or before the address is ready', () => {
    expect(run(initialVideoState({ url: 'https://v.example/a.mp4' }), { type: 'enterView' }).effects).toEqual([])
    const waiting = run(initialVideoState({ autoPlay: true }), { type: 'enterView' })
    expect(waiting.effects).toEqual([])
    expect(run(waiting.state, { type: 'addressResolved', url: 'https://v.example/a.mp4' }).effects).toEqual(['play'])
  })

  it('a failed thumbnail lookup ends ready without a thumbnail', async () => {
    const events: VideoEvent[] = []
    await loadThumbnail(
      'https://vimeo.com/1',
      { lookup: () => Promise.reject(new Error('offline')) },
      (e) => events.push(e),
      safeMediaUrl,
    )
    expect(events).toEqual([{ type: 'thumbnailLoading' }, { type: 'thumbnailResolved', url: undefined }])
    const ok: VideoEvent[] = []
    await loadThumbnail(
      'https://vimeo.com/1',
      { lookup: async () => ({ thumbnailUrl: 'javascript:x' }) },
      (e) => ok.push(e),
      safeMediaUrl,
    )
    expect(ok[1]).toEqual({ type: 'thumbnailResolved', url: undefined })
  })
})
