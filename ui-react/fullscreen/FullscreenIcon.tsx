import type { JSX } from 'react'

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  next: 'M9 5l7 7-7 7',
  previous: 'M15 5l-7 7 7 7',
  zoomIn: 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4M11 8v6M8 11h6',
  zoomOut: 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4M8 11h6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const

/** A stroke icon of the fullscreen viewer; arrows flip right to left. Decorative (the button is named). */
export function FullscreenIcon({ name }: { name: keyof typeof PATHS }): JSX.Element {
  const flip = name === 'next' || name === 'previous'
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={flip ? 'vitrine-fs__flip' : undefined}>
      <path d={PATHS[name]} />
    </svg>
  )
}
