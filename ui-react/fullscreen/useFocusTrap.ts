import { createFocusTrap, type FocusTrap } from 'focus-trap'
import { useEffect, useRef, type RefObject } from 'react'

/** Options of {@link useFocusTrap}. */
export interface UseFocusTrapOptions {
  /** The trapped regions; a pointer down anywhere else counts as an outside click. */
  containers: readonly RefObject<HTMLElement | null>[]
  /** What gets focus when the trap activates. */
  initialFocus?: RefObject<HTMLElement | null>
  /** What gets focus when no container holds anything tabbable. */
  fallbackFocus: RefObject<HTMLElement | null>
  /** A paused trap stops holding focus without forgetting where focus came from. */
  paused?: boolean
  /** Called when the visitor leaves the trap with Escape or a click outside it. */
  onDeactivate(): void
}

/**
 * Traps focus in `containers` with `focus-trap` while the component is mounted: active or paused,
 * deactivated by Escape or an outside click (which call `onDeactivate`), and returning focus to the
 * element that had it before, also when the host unmounts the component.
 */
export function useFocusTrap(options: UseFocusTrapOptions): void {
  // The latest options, stored after each render (before the trap's effect reads them).
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const trapRef = useRef<FocusTrap | null>(null)

  useEffect(() => {
    const { containers, initialFocus, fallbackFocus } = latest.current
    const elements = containers.map((ref) => ref.current).filter((el): el is HTMLElement => el !== null)
    let unmounting = false
    const trap = createFocusTrap(elements, {
      initialFocus: () => initialFocus?.current ?? fallbackFocus.current ?? false,
      fallbackFocus: () => fallbackFocus.current!,
      escapeDeactivates: true,
      clickOutsideDeactivates: true,
      returnFocusOnDeactivate: true,
      onDeactivate: () => {
        if (!unmounting) latest.current.onDeactivate()
      },
    })
    trapRef.current = trap
    trap.activate()
    return () => {
      unmounting = true
      trapRef.current = null
      trap.deactivate({ returnFocus: true })
    }
  }, [])

  const { paused } = options
  useEffect(() => {
    const trap = trapRef.current
    if (!trap || !trap.active) return
    if (paused && !trap.paused) trap.pause()
    if (!paused && trap.paused) trap.unpause()
  }, [paused])
}
