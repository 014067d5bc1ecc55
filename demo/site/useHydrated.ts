import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => undefined

/** False on the server and during hydration, true afterwards: for parts that exist only in a browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/** True when the viewport is at most `maxWidth` px wide (false on the server and at hydration). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => matchMedia(query).matches,
    () => false,
  )
}
