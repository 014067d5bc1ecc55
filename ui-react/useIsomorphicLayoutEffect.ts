import { useEffect, useLayoutEffect, type DependencyList, type EffectCallback } from 'react'

/**
 * `useLayoutEffect` in the browser, `useEffect` where there is no document (server rendering): both do
 * nothing on the server, but React 18's server renderer warns about a layout effect on every render. The
 * environment is read when the hook runs, never on import (server code may import the components).
 */
export function useIsomorphicLayoutEffect(effect: EffectCallback, deps?: DependencyList): void {
  const useEffectHere = typeof document === 'undefined' ? useEffect : useLayoutEffect
  useEffectHere(effect, deps)
}
