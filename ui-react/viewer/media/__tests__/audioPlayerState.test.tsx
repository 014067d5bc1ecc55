// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { RichContentViewer } from '../../../../entries/reactViewer'
import { mountRootPerTest } from '../../__tests__/mountRootPerTest'

const dom = mountRootPerTest()

const audio = (disableDownload = false) => ({
  nodes: [
    {
      type: 'AUDIO',
      id: 'a',
      nodes: [],
      audioData: { audio: { src: { url: 'https://cdn.example.com/track.mp3' } }, name: 'Track', disableDownload },
    },
  ],
})

const muteButton = () => dom.container.querySelector<HTMLButtonElement>('#viewer-a button[aria-pressed]')

describe('the audio player across renders of the viewer', () => {
  // The player follows the video's: it is made again only when what it was made from changes (the
  // clock, onError, the track), not on every render of the viewer, whose context is new each time.
  it('keeps its state when the host renders the viewer again', async () => {
    dom.render(<RichContentViewer content={audio()} />)
    // The player chunk replaces the static player (up to 5 s for a loaded machine's module load).
    await dom.settle(() => muteButton() !== null, 500)
    act(() => muteButton()!.click())
    expect(muteButton()!.getAttribute('aria-label')).toBe('Unmute')
    expect(muteButton()!.getAttribute('aria-pressed')).toBe('true')

    // The host's state changes: the viewer renders again with a new (equal) document and a new callback.
    dom.render(<RichContentViewer content={audio()} onViewerAction={() => undefined} />)
    expect(muteButton()!.getAttribute('aria-label')).toBe('Unmute')
    expect(muteButton()!.getAttribute('aria-pressed')).toBe('true')
  })

  it('is made again, in its first state, for another track (whose download is off too)', async () => {
    dom.render(<RichContentViewer content={audio(true)} />)
    await dom.settle(() => muteButton() !== null, 500)
    act(() => muteButton()!.click())
    expect(muteButton()!.getAttribute('aria-pressed')).toBe('true')
    const other = audio(true)
    other.nodes[0].audioData.audio.src.url = 'https://cdn.example.com/other.mp3'
    dom.render(<RichContentViewer content={other} />)
    await dom.settle(() => muteButton() !== null, 500)
    expect(dom.container.querySelector('audio')?.getAttribute('src')).toBe('https://cdn.example.com/other.mp3')
    expect(muteButton()!.getAttribute('aria-label')).toBe('Mute')
    expect(muteButton()!.getAttribute('aria-pressed')).toBe('false')
  })
})
