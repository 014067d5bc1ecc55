import { useEffect, type RefObject } from 'react'

/**
 * While the component is mounted, everything else on the page (each child of `document.body` but the
 * one holding `dialogRef`, and not already inert) is `inert`: out of the tab order, out of reach of
 * pointers and hidden from screen readers, so only the modal dialog can be used. Restored on unmount,
 * before focus returns to the page (call it before the focus trap's hook).
 */
export function useInertBackground(dialogRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const made = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(dialog) && !el.inert,
    )
    for (const el of made) el.inert = true
    return () => {
      for (const el of made) el.inert = false
    }
  }, [dialogRef])
}
