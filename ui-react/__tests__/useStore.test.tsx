// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { createStore } from '../../core/shared'
import { useStore } from '../useStore'

afterEach(cleanup)

describe('useStore', () => {
  it('renders the snapshot and re-renders on change', () => {
    const store = createStore({ count: 1 })
    let renders = 0
    function Count() {
      renders++
      return <p>count {useStore(store).count}</p>
    }
    render(<Count />)
    expect(screen.getByText('count 1')).toBeTruthy()
    act(() => store.update((d) => void (d.count = 2)))
    expect(screen.getByText('count 2')).toBeTruthy()
    const before = renders
    act(() => store.update(() => {}))
    expect(renders).toBe(before)
  })
  it('unsubscribes on unmount', () => {
    const store = createStore({ n: 0 })
    let subscribed = 0
    const counting = {
      getSnapshot: store.getSnapshot,
      subscribe: (l: () => void) => {
        subscribed++
        const off = store.subscribe(l)
        return () => {
          subscribed--
          off()
        }
      },
    }
    function View() {
      return <span>{useStore(counting).n}</span>
    }
    const { unmount } = render(<View />)
    expect(subscribed).toBe(1)
    unmount()
    expect(subscribed).toBe(0)
  })
})
