import { describe, expect, it } from 'vitest'
import { pollView } from '..'

// What a POLL shows before any service call: title, image, options with their images, settings,
// layout and the card's background.

describe('poll view model', () => {
  const data = {
    poll: {
      id: 'p1',
      title: ' Lunch? ',
      image: { src: { url: 'https://img.example/poll.png' } },
      options: [
        { id: 'a', title: ' Soup ', image: { src: { url: 'https://img.example/soup.png' } } },
        { id: 'a', title: 'Salad' },
        { title: 'Bread', image: { src: { url: 'javascript:alert(1)' } } },
        { id: 'x'.repeat(300) },
      ],
      settings: {
        permissions: { view: 'VOTERS', vote: 'SITE_MEMBERS', allowMultipleVotes: true },
        showVoters: false,
        showVotesCount: false,
      },
    },
    layout: { poll: { type: 'GRID' } },
    design: { poll: { background: { type: 'COLOR', color: '#fde' } } },
  }

  it('reads every field the card shows', () => {
    expect(pollView(data, 'node')).toEqual({
      pollId: 'p1',
      title: 'Lunch?',
      image: 'https://img.example/poll.png',
      options: [
        { id: 'a', title: 'Soup', image: 'https://img.example/soup.png' },
        { id: 'a-1', title: 'Salad', image: undefined },
        { id: 'option-2', title: 'Bread', image: undefined },
        { id: 'x'.repeat(200), title: '', image: undefined },
      ],
      settings: { view: 'VOTERS', vote: 'SITE_MEMBERS', multiple: true, showVoters: false, showVotesCount: false },
      layout: 'GRID',
      background: { color: '#fde' },
    })
  })

  it('hides the poll image and the option images when the layout turns them off', () => {
    const view = pollView(
      { ...data, layout: { poll: { enableImage: false }, options: { enableImage: false } } },
      'node',
    )
    expect(view.image).toBeUndefined()
    expect(view.options.map((o) => o.image)).toEqual([undefined, undefined, undefined, undefined])
    expect(view.layout).toBe('LIST')
  })

  it('an image background, or none when its colour or address is refused', () => {
    const background = (value: unknown) => pollView({ design: { poll: { background: value } } }, 'n').background
    expect(background({ type: 'IMAGE', image: { src: { url: 'https://img.example/bg.jpg' } } })).toEqual({
      image: 'https://img.example/bg.jpg',
    })
    expect(background({ type: 'IMAGE', image: { src: { url: 'javascript:x' } } })).toBeUndefined()
    expect(background({ type: 'COLOR', color: 'pink' })).toBeUndefined()
    expect(background({ type: 'GRADIENT', color: '#fff' })).toBeUndefined()
  })

  it('keeps at most 100 options; without any id the poll is "poll"', () => {
    const many = pollView({ poll: { options: Array.from({ length: 120 }, (_, i) => ({ title: `O${i}` })) } }, '')
    expect(many.options).toHaveLength(100)
    expect(many.options[99]).toEqual({ id: 'option-99', title: 'O99', image: undefined })
    expect(many.pollId).toBe('poll')
    expect(pollView({ poll: { id: 'y'.repeat(250) } }, 'n').pollId).toBe('y'.repeat(200))
    expect(pollView({ poll: {} }, 'n').title).toBe('')
  })
})
