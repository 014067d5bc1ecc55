import { enLater } from './enLater'
import { enShown } from './enShown'

/**
 * The viewer's own UI strings in English, the base language. Every locale bundle under `locales/`
 * translates exactly these keys and keeps the same `{placeholders}`.
 */
export const en = { ...enShown, ...enLater } as const

/** A key of the viewer's UI strings. */
export type MessageKey = keyof typeof en

/** A complete set of UI strings for one language: every key, as plain text with `{placeholders}`. */
export type Messages = Readonly<Record<MessageKey, string>>

/** The English keys, in declaration order. */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[]
