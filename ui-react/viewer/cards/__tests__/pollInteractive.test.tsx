// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PollService, PollSnapshot } from '../../../../ports/pollService'
import { RichContentViewer, type ViewerAction } from '../../../../entries/reactViewer'

const options = [
  { id: 'a', title: 'Tea' },
  { id: 'b', title: 'Coffee' },
]
const doc = (view: string) => ({
  nodes: [
    {
      type: 'POLL',
      id: 'poll',
      nodes: [],
      pollData: { poll: { id: 'drinks', title: 'Tea or coffee?', options, settings: { permissions: { view } } } },
    },
  ],
})
const snapshot = (over: Partial<PollSnapshot> = {}): PollSnapshot => ({
  id: 'drinks',
  options: [
    { id: 'a', count: 3 },
    { id: 'b', count: 1 },
  ],
  totalVotes: 4,
  myVotes: [],
  resultsVisible: true,
  isOwner: false,
  ...over,
})
const service = (answer: PollSnapshot, anonymousCount = 2): PollService => ({
  getPoll: async () => ({ ok: true, value: answer }),
  vote: async () => ({ ok: true, value: { ...answer, myVotes: ['b'] } }),
  unvote: async () => ({ ok: true, value: answer }),
  voters: async () => ({
    ok: true,
    value: {
      voters: [
        { id: 'm1', name: 'Ada Lovelace', private: false },
        { id: 'm2', private: true },
      ],
      anonymousCount,
    },
  }),
})

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  // happy-dom has no modal dialogs: opening one is enough here.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

// Lets the interactive chunk load and the service answer.
const settle = async () => {
  for (let i = 0; i < 50 && !container.querySelector('.vt-poll-vote:not([disabled])'); i++)
    await act(async () => await new Promise((r) => setTimeout(r, 5)))
  for (let i = 0; i < 5; i++) await act(async () => await new Promise((r) => setTimeout(r, 0)))
}
const texts = (selector: string) => [...container.querySelectorAll(selector)].map((e) => e.textContent)

describe('the poll after hydration', () => {
  it('a creator-only poll shows a visitor no counts, and says who can see them', async () => {
    const hidden = snapshot({ options: [{ id: 'a' }, { id: 'b' }], totalVotes: undefined, resultsVisible: false })
    act(() => root.render(<RichContentViewer content={doc('CREATOR')} pollService={service(hidden)} />))
    await settle()
    expect(texts('.vt-poll-count')).toEqual([])
    expect(texts('.vt-poll-percent')).toEqual([])
    expect(texts('.vt-poll-total')).toEqual(['Only the poll creator can see the results.'])
    expect(container.querySelector('.vt-poll-vote')!.hasAttribute('disabled')).toBe(false)
  })

  it('the owner sees counts and percentages', async () => {
    act(() =>
      root.render(<RichContentViewer content={doc('CREATOR')} pollService={service(snapshot({ isOwner: true }))} />),
    )
    await settle()
    expect(texts('.vt-poll-count')).toEqual(['3 votes', '1 vote'])
    expect(texts('.vt-poll-percent')).toEqual(['75%', '25%'])
  })

  it('lists voters: a named member with Follow, a Private User, and a count of anonymous voters', async () => {
    const actions: ViewerAction[] = []
    act(() =>
      root.render(
        <RichContentViewer
          content={doc('EVERYONE')}
          pollService={service(snapshot())}
          onViewerAction={(a) => actions.push(a)}
        />,
      ),
    )
    await settle()
    act(() => (container.querySelector('button.vt-poll-count') as HTMLButtonElement).click())
    await settle()
    const dialog = container.querySelector('dialog')!
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(texts('.vt-poll-voter-name')).toEqual(['Ada Lovelace', 'Private User'])
    expect(texts('.vt-poll-follow')).toEqual(['Follow'])
    expect(texts('.vt-poll-anonymous')).toEqual(['2 anonymous voters'])
    act(() => (container.querySelector('.vt-poll-follow') as HTMLButtonElement).click())
    expect(actions).toContainEqual({ pluginId: 'POLL', actionName: 'follow', value: 'm1' })
    act(() => (container.querySelector('.vt-poll-voters-close') as HTMLButtonElement).click())
    expect(container.querySelector('dialog')).toBeNull()
  })

  it('counts one anonymous voter in the singular', async () => {
    act(() => root.render(<RichContentViewer content={doc('EVERYONE')} pollService={service(snapshot(), 1)} />))
    await settle()
    act(() => (container.querySelector('button.vt-poll-count') as HTMLButtonElement).click())
    await settle()
    expect(texts('.vt-poll-anonymous')).toEqual(['1 anonymous voter'])
  })

  it('arrow keys move between options; the voters list gives focus back to its opener', async () => {
    act(() => root.render(<RichContentViewer content={doc('EVERYONE')} pollService={service(snapshot())} />))
    await settle()
    const [tea, coffee] = [...container.querySelectorAll<HTMLButtonElement>('.vt-poll-vote')]
    tea.focus()
    act(() => tea.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })))
    expect(document.activeElement).toBe(coffee)
    act(() => coffee.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })))
    expect(document.activeElement).toBe(tea)
    const count = container.querySelector<HTMLButtonElement>('button.vt-poll-count')!
    count.focus()
    act(() => count.click())
    await settle()
    act(() => (container.querySelector('.vt-poll-voters-close') as HTMLButtonElement).click())
    expect(document.activeElement).toBe(count)
  })

  it('reports the loaded viewer with its card and poll nodes counted', async () => {
    const reports: { plugins: Record<string, number> }[] = []
    const content = {
      nodes: [
        ...doc('EVERYONE').nodes,
        { type: 'APP_EMBED', id: 'c', nodes: [], appEmbedData: { type: 'PRODUCT', name: 'Mug' } },
        {
          type: 'LINK_PREVIEW',
          id: 'l',
          nodes: [],
          linkPreviewData: { title: 'x', link: { url: 'https://a.example' } },
        },
      ],
    }
    act(() => root.render(<RichContentViewer content={content} onViewerLoaded={(r) => reports.push(r)} />))
    await settle()
    expect(reports).toHaveLength(1)
    expect(reports[0].plugins).toEqual({ POLL: 1, APP_EMBED: 1, LINK_PREVIEW: 1 })
  })

  it('without a poll service the poll is read-only', async () => {
    act(() => root.render(<RichContentViewer content={doc('EVERYONE')} />))
    for (let i = 0; i < 5; i++) await act(async () => await new Promise((r) => setTimeout(r, 5)))
    expect(texts('.vt-poll-option-title')).toEqual(['Tea', 'Coffee'])
    expect([...container.querySelectorAll('.vt-poll-vote')].every((b) => b.hasAttribute('disabled'))).toBe(true)
  })
})
