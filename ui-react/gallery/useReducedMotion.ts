import { useEffect } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/**
 * Tells `onChange` whether the visitor asks for reduced motion (`prefers-reduced-motion: reduce`), once
 * mounted and on every change. `onChange` should be stable (a store's method).
 */
export function useReducedMotion(onChange: (reduced: boolean) => void): void {
  useEffect(() => {
    if (typeof matchMedia !== 'function') return
    const query = matchMedia(REDUCED_MOTION)
    const update = () => onChange(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [onChange])
}
