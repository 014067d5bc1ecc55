// @vitest-environment happy-dom
import type { RichContentInput } from '../../../core/document'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  lazyBehaviour,
  RichContentViewer,
  type NodeRendererProps,
  type RichContentViewerProps,
  type ViewerAction,
} from '../../../entries/reactViewer'
import { mountRootPerTest } from './mountRootPerTest'
import { doc, p, recordingLogger, t } from './markup'

const dom = mountRootPerTest()

/** Mounts the viewer and waits for its behaviour chunk, which reports viewer-loaded as it attaches. */
async function mount(content: unknown, props: Partial<RichContentViewerProps> = {}) {
  const actions: ViewerAction[] = []
  let loaded = false
  dom.render(
    <RichContentViewer
      content={content as RichContentInput}
      logger={recordingLogger()}
      onViewerAction={(a) => actions.push(a)}
      {...props}
      onViewerLoaded={(report) => {
        loaded = true
        props.onViewerLoaded?.(report)
      }}
    />,
  )
  await dom.settle(() => loaded)
  return actions
}

const click = (el: Element | null) =>
  act(() => void el!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))

describe('viewer behaviour in the browser', () => {
  it('reports a card link click once, as the card (APP_EMBED), not again as a plain LINK', async () => {
    const actions = await mount(
      doc({
        type: 'APP_EMBED',
        id: 'card',
        appEmbedData: { type: 'PRODUCT', name: 'Tide clock', url: 'https://shop.example.com/tide-clock' },
      }),
    )
    click(dom.container.querySelector('a.vt-card-cta'))
    expect(actions.map((a) => a.pluginId)).toEqual(['APP_EMBED'])
  })

  it('reports viewer-loaded once with counts of plugins and links', async () => {
    const onViewerLoaded = vi.fn()
    await mount(
      doc(
        p(t('a', [{ type: 'LINK', linkData: { link: { url: '/x' } } }])),
        { type: 'DIVIDER', id: 'd' },
        { type: 'TABLE', id: 't' },
      ),
      { onViewerLoaded },
    )
    expect(onViewerLoaded).toHaveBeenCalledOnce()
    expect(onViewerLoaded.mock.calls[0][0]).toMatchObject({
      pluginsCount: 2,
      linksCount: 1,
      plugins: { DIVIDER: 1, TABLE: 1 },
      isMobile: false,
    })
  })

  it('toggles inline spoilers on click, together when they share an id, and reports it', async () => {
    const actions = await mount(
      doc(
        p(
          t('one', [{ type: 'SPOILER', spoilerData: { id: 's' } }]),
          t(' and '),
          t('two', [{ type: 'SPOILER', spoilerData: { id: 's' } }]),
          t('other', [{ type: 'SPOILER' }]),
        ),
      ),
    )
    const spoilers = dom.container.querySelectorAll('.vt-spoiler')
    click(spoilers[0])
    expect([...spoilers].map((s) => s.classList.contains('vt-revealed'))).toEqual([true, true, false])
    click(spoilers[1])
    expect([...spoilers].map((s) => s.classList.contains('vt-revealed'))).toEqual([false, false, false])
    expect(actions.map((a) => a.actionName)).toEqual(['reveal', 'hide'])
  })

  it('reveals a spoiler pressed before the behaviour chunk arrived, once it arrives', async () => {
    let loaded = false
    const actions: ViewerAction[] = []
    dom.render(
      <RichContentViewer
        content={doc(p(t('18:40', [{ type: 'SPOILER', spoilerData: { id: 's' } }]))) as RichContentInput}
        logger={recordingLogger()}
        onViewerAction={(a) => actions.push(a)}
        onViewerLoaded={() => (loaded = true)}
      />,
    )
    const spoiler = dom.container.querySelector('.vt-spoiler')!
    expect(loaded).toBe(false)
    click(spoiler)
    expect(spoiler.classList.contains('vt-revealed')).toBe(false)
    await dom.settle(() => loaded)
    expect(spoiler.classList.contains('vt-revealed')).toBe(true)
    expect(actions).toEqual([{ pluginId: 'SPOILER', actionName: 'reveal', value: 's' }])
  })

  it('reveals a spoiler with the keyboard', async () => {
    await mount(doc(p(t('x', [{ type: 'SPOILER' }]))))
    const spoiler = dom.container.querySelector('.vt-spoiler')!
    act(() => void spoiler.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
    expect(spoiler.classList.contains('vt-revealed')).toBe(true)
  })

  it('scrolls smoothly to viewer-<anchor> and updates the address hash', async () => {
    await mount(
      doc(p(t('jump', [{ type: 'ANCHOR', anchorData: { anchor: 'target' } }])), {
        type: 'PARAGRAPH',
        id: 'target',
        nodes: [t('here')],
      }),
    )
    const target = document.getElementById('viewer-target')!
    const scroll = vi.fn()
    target.scrollIntoView = scroll
    click(dom.container.querySelector('a'))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(location.hash).toBe('#viewer-target')
  })

  it('reports action buttons and link clicks', async () => {
    const actions = await mount(doc({ type: 'BUTTON', id: 'buy', buttonData: { type: 'ACTION', text: 'Go' } }))
    click(dom.container.querySelector('button'))
    expect(actions).toEqual([{ pluginId: 'BUTTON', actionName: 'click', value: 'buy' }])
  })

  it('expands and collapses collapsible items; expandOnlyOne closes the others', async () => {
    const items = [1, 2].map((n) => ({
      type: 'COLLAPSIBLE_ITEM',
      id: `i${n}`,
      nodes: [
        { type: 'COLLAPSIBLE_ITEM_TITLE', id: '', nodes: [p(t(`Title ${n}`))] },
        { type: 'COLLAPSIBLE_ITEM_BODY', id: '', nodes: [p(t(`Body ${n}`))] },
      ],
    }))
    await mount(doc({ type: 'COLLAPSIBLE_LIST', id: 'c', collapsibleListData: { expandOnlyOne: true }, nodes: items }))
    const buttons = () => [...dom.container.querySelectorAll('button')].map((b) => b.getAttribute('aria-expanded'))
    expect(buttons()).toEqual(['true', 'false'])
    click(dom.container.querySelectorAll('button')[1])
    expect(buttons()).toEqual(['false', 'true'])
    expect(dom.container.textContent).toContain('Body 2')
    expect(dom.container.textContent).not.toContain('Body 1')
    click(dom.container.querySelectorAll('.vt-coll-head')[1])
    expect(buttons()).toEqual(['false', 'false'])
  })

  it('turns on debug mode after mount when the query contains ricos-debug', async () => {
    history.replaceState(null, '', '/?ricos-debug=true')
    await mount(doc(p(t('x'))))
    expect(dom.container.firstElementChild!.classList.contains('vt-debug')).toBe(true)
  })

  it('loads interactive behaviour lazily after mount, keeping the static markup first', async () => {
    const Static = ({ node }: NodeRendererProps) => <div className="poll">static {node.id}</div>
    let resolve!: (m: { default: typeof Static }) => void
    const load = () => new Promise<{ default: typeof Static }>((done) => (resolve = done))
    const Poll = lazyBehaviour(Static, load)
    await mount(doc({ type: 'POLL', id: 'p1' }), { plugins: [{ type: 'POLL', component: Poll }] })
    expect(dom.container.querySelector('.poll')!.textContent).toBe('static p1')
    await act(async () =>
      resolve({ default: ({ node }: NodeRendererProps) => <div className="poll">live {node.id}</div> }),
    )
    expect(dom.container.querySelector('.poll')!.textContent).toBe('live p1')
  })

  it('hides a plugin component that throws, and keeps the rest', async () => {
    const logger = recordingLogger()
    const Broken = () => {
      throw new Error('kaput')
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await mount(doc(p(t('before')), { type: 'VIDEO', id: 'v' }, p(t('after'))), {
      logger,
      plugins: [{ type: 'VIDEO', component: Broken }],
    })
    spy.mockRestore()
    expect(dom.container.textContent).toMatch(/before[\s\S]*after/)
    expect(dom.container.querySelectorAll('p')).toHaveLength(2)
    expect(logger.errors.join()).toMatch(/VIDEO block "v" failed/)
  })

  it('calls onError and renders nothing when an unguarded component throws in the browser', async () => {
    const Throws = () => {
      throw new Error('late failure')
    }
    const errors: unknown[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await mount(doc(p(t('x')), { type: 'ODD', id: 'o' }), {
      onError: (e) => errors.push(e),
      plugins: [{ type: 'ODD', render: (_n, _c, key) => <Throws key={key} /> }],
    })
    spy.mockRestore()
    expect(String(errors[0])).toMatch(/late failure/)
    expect(dom.container.innerHTML).toBe('')
  })
})
