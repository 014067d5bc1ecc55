import type { MessageKey, Messages } from './en'
import { en } from './en'
import { ownValue } from '../shared/ownValue'

/** Values for a message's `{placeholders}`. */
export type MessageParams = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * The text of `key` in `messages` with each `{name}` replaced by `params[name]`.
 * A key missing from `messages` falls back to English; a placeholder without a value stays as written,
 * so a missing parameter is visible rather than silently dropped.
 */
export function formatMessage(messages: Partial<Messages>, key: MessageKey, params?: MessageParams): string {
  const template = ownValue(messages as Record<string, string>, key) ?? ownValue<string>(en, key) ?? String(key)
  if (!params) return template
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}

/** The placeholder names used in `template`, sorted (for checking translations). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]).sort()
}
