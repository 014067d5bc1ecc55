import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A React root in a fresh container of the (happy-dom) document, remade before each test. */
export interface DomRoot {
  /** The element the root renders into (attached to `document.body`). */
  readonly container: HTMLElement
  /** Renders inside `act`, so effects have run when it returns. */
  render(element: ReactNode): void
  /** Lets pending work (lazy chunks, promises, timers) settle until `done` holds, at most `tries` × 10 ms. */
  settle(done: () => boolean, tries?: number): Promise<void>
}

/**
 * Registers `beforeEach`/`afterEach` hooks that mount a React root in a new container and unmount and
 * remove it after the test (also resetting the address, which anchor clicks change). Call it at the top
 * of a happy-dom test file.
 */
export function mountRootPerTest(): DomRoot {
  let container: HTMLElement
  let root: Root
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    history.replaceState(null, '', '/')
  })
  return {
    get container() {
      return container
    },
    render: (element) => act(() => root.render(element)),
    async settle(done, tries = 50) {
      for (let i = 0; i < tries && !done(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    },
  }
}
