import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * True while the page is being printed (printing shows the whole gallery, not only the
 * virtual window). Two signals: `beforeprint`/`afterprint` (the print dialog, `window.print()`),
 * handled with `flushSync` because the browser lays the printout out as soon as the event handler
 * returns, and the `print` media query (print emulation, and browsers that print without the events).
 * Always false on the server and in the first render, so hydration matches the server's markup.
 * `onChange` hears each change inside the same synchronous flush (a controller's print mode).
 */
export function usePrinting(onChange?: (printing: boolean) => void): boolean {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    if (typeof window === 'undefined') return
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null
    let byEvent = false
    const update = () => {
      const next = byEvent || (query?.matches ?? false)
      setPrinting(next)
      onChange?.(next)
    }
    const before = () => {
      byEvent = true
      flushSync(update)
    }
    const after = () => {
      byEvent = false
      update()
    }
    update()
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    query?.addEventListener('change', update)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
      query?.removeEventListener('change', update)
    }
  }, [onChange])
  return printing
}
