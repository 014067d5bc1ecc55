import type { ReactNode } from 'react'

/** A 24 x 24 icon, hidden from assistive technology (its button carries the label). */
const Icon = ({ children }: { children: ReactNode }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    {children}
  </svg>
)
/** A round-capped line drawing in the text colour. */
const Stroke = ({ d, width = 2 }: { d: string; width?: number }) => (
  <path d={d} stroke="currentColor" strokeWidth={width} fill="none" strokeLinecap="round" strokeLinejoin="round" />
)
const Fill = ({ d }: { d: string }) => <path d={d} fill="currentColor" />

/** Small inline icons of the media controls (no icon font, no requests). */
export const PlayIcon = () => (
  <Icon>
    <Fill d="M7 4.5v15l12.5-7.5z" />
  </Icon>
)
/** Pause bars. */
export const PauseIcon = () => (
  <Icon>
    <Fill d="M6.5 4.5h4v15h-4zm7 0h4v15h-4z" />
  </Icon>
)
/** A speaker, crossed out when muted. */
export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <Fill d="M4 9h4l5-4v14l-5-4H4z" />
    {muted ? <Stroke d="M16 9l5 6m0-6l-5 6" /> : <Stroke d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12" width={1.8} />}
  </Icon>
)
/** A down arrow into a tray. */
export const DownloadIcon = () => (
  <Icon>
    <Stroke d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </Icon>
)
/** Three dots. */
export const MoreIcon = () => (
  <Icon>
    {[5, 12, 19].map((cx) => (
      <circle key={cx} cx={cx} cy="12" r="2" fill="currentColor" />
    ))}
  </Icon>
)
