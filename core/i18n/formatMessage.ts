import type { MessageKey, Messages } from './en'
import { en } from './en'
import { ownValue } from '../shared/ownValue'
import { fillPlaceholders, type MessageParams } from './placeholders'

export { placeholdersOf, type MessageParams } from './placeholders'

/**
 * The text of `key` in `messages` with each `{name}` replaced by `params[name]`.
 * A key missing from `messages` falls back to English; a placeholder without a value stays as written,
 * so a missing parameter is visible rather than silently dropped.
 */
export function formatMessage(messages: Partial<Messages>, key: MessageKey, params?: MessageParams): string {
  const template = ownValue(messages as Record<string, string>, key) ?? ownValue<string>(en, key) ?? String(key)
  return fillPlaceholders(template, params)
}
