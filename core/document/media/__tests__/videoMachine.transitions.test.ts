import { describe, expect, it } from 'vitest'
import { initialVideoState, loadThumbnail, type VideoEvent } from '..'
import { runVideo } from './runVideo'

const run = runVideo

const URL = 'https://v.example/a.mp4'

describe('video machine transitions', () => {
  it('starts ready with a known address and thumbnail, out of view, paused', () => {
    expect(initialVideoState({ url: URL, thumbnail: 'https://v.example/a.jpg' })).toEqual({
      address: { status: 'ready', error: null, url: URL },
      thumbnail: { status: 'ready', error: null, url: 'https://v.example/a.jpg' },
      autoPlay: false,
      playing: false,
      inView: false,
      userPaused: false,
      progress: 0,
    })
  })

  it('a known address or thumbnail does not go back to loading', () => {
    const { state } = run(
      initialVideoState({ url: URL, thumbnail: 'https://v.example/a.jpg' }),
      { type: 'addressLoading' },
      { type: 'thumbnailLoading' },
    )
    expect([state.address.status, state.thumbnail.status]).toEqual(['ready', 'ready'])
  })

  it('a lookup that found nothing is ready without an address or thumbnail', () => {
    const { state } = run(initialVideoState({}), { type: 'addressResolved' }, { type: 'thumbnailResolved' })
    expect(state.address).toEqual({ status: 'ready', error: null })
    expect(state.thumbnail).toEqual({ status: 'ready', error: null })
  })

  it('the visitor plays a ready video, and again after pausing; an ended video is paused', () => {
    const played = run(initialVideoState({ url: URL }), { type: 'userPlay' })
    expect(played.state).toMatchObject({ playing: true, userPaused: false })
    expect(played.effects).toEqual(['play'])
    const again = run(played.state, { type: 'userPause' }, { type: 'userPlay' })
    expect(again.state).toMatchObject({ playing: true, userPaused: false })
    expect(again.effects).toEqual(['pause', 'play'])
    expect(run(played.state, { type: 'userPlay' }).effects).toEqual([])
    expect(run(played.state, { type: 'ended' }).state.playing).toBe(false)
  })

  it('play without an address does nothing; pause while paused asks for nothing', () => {
    expect(run(initialVideoState({}), { type: 'userPlay' })).toMatchObject({ state: { playing: false }, effects: [] })
    const paused = run(initialVideoState({ url: URL }), { type: 'userPause' })
    expect(paused.state.userPaused).toBe(true)
    expect(paused.effects).toEqual([])
  })

  it('leaving the view marks it out of view', () => {
    const { state } = run(initialVideoState({ url: URL }), { type: 'enterView' }, { type: 'leaveView' })
    expect(state.inView).toBe(false)
  })
})

describe('loadThumbnail', () => {
  it('reports loading then the sanitized thumbnail; a lookup with no answer ends without one', async () => {
    const seen: VideoEvent[] = []
    await loadThumbnail(
      URL,
      { lookup: async () => ({ thumbnailUrl: 'https://v.example/t.jpg' }) },
      (e) => seen.push(e),
      (u) => (typeof u === 'string' ? u.toUpperCase() : undefined),
    )
    expect(seen).toEqual([{ type: 'thumbnailLoading' }, { type: 'thumbnailResolved', url: 'HTTPS://V.EXAMPLE/T.JPG' }])
    const none: VideoEvent[] = []
    await loadThumbnail(
      URL,
      { lookup: async () => undefined },
      (e) => none.push(e),
      () => undefined,
    )
    expect(none).toEqual([{ type: 'thumbnailLoading' }, { type: 'thumbnailResolved', url: undefined }])
  })
})
