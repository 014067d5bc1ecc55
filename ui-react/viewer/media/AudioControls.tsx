import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import type { ReactNode } from 'react'
import type { AudioMenu, AudioPlayer as AudioRunner, AudioState } from '../../../core/document'

/** Props of {@link ControlButton}. */
export interface ControlButtonProps {
  className: string
  label: string
  pressed?: boolean
  onClick: () => void
  tip: { onPointerEnter: () => void; onPointerLeave: () => void; children: ReactNode }
  children: ReactNode
}

/** A player button with its label and its delayed tooltip. */
export function ControlButton({ className, label, pressed, onClick, tip, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      onPointerEnter={tip.onPointerEnter}
      onPointerLeave={tip.onPointerLeave}
    >
      {children}
      {tip.children}
    </button>
  )
}

/** Props of {@link Menu}. */
export interface MenuProps {
  state: AudioState
  send: AudioRunner['send']
  menu: Exclude<AudioMenu, 'none'>
  label: string
  /** The button's name when it differs from the menu's (it must contain the button's visible text). */
  buttonLabel?: string
  buttonClass: string
  button: ReactNode
  children: ReactNode
}

/** A menu positioned by Floating UI; it closes on an outside press or Escape (useDismiss). */
export function Menu({ state, send, menu, label, buttonLabel, buttonClass, button, children }: MenuProps) {
  const open = state.menu === menu
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => send(next ? { type: 'openMenu', menu } : { type: 'closeMenu' }),
    placement: 'top-end',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
  ])
  return (
    <>
      <button
        ref={setReference}
        type="button"
        className={buttonClass}
        aria-label={buttonLabel ?? label}
        {...getReferenceProps()}
      >
        {button}
      </button>
      {open ? (
        <div ref={setFloating} className="vt-amenu" style={floatingStyles} aria-label={label} {...getFloatingProps()}>
          {children}
        </div>
      ) : null}
    </>
  )
}
