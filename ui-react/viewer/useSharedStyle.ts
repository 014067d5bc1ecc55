import { useInsertionEffect } from 'react'

/**
 * Adds `css` to the document's head once per `key` (the first component that needs it adds it; it then
 * stays for the page's life). For the lazy parts' own styles, which are not in the server markup: they
 * style what only exists after an interaction (menus, tooltips, dialogs, toasts).
 */
export function useSharedStyle(key: string, css: string): void {
  useInsertionEffect(() => {
    if (document.head.querySelector(`style[data-vt-style="${key}"]`)) return
    const style = document.createElement('style')
    style.setAttribute('data-vt-style', key)
    style.textContent = css
    document.head.append(style)
  }, [key, css])
}
