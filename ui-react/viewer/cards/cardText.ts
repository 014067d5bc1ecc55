import { en, type MessageKey } from '../../../core/i18n/en'
import { formatMessage, type MessageParams } from '../../../core/i18n/formatMessage'
import type { RenderContext } from '../RenderContext'

/**
 * A translated UI string for the card and interactive nodes, with `{params}` filled in. The viewer's
 * `t` resolves any key of the i18n bundles (host `messages`, then the active locale, which is complete);
 * English is the last resort.
 */
export function cardText(context: Pick<RenderContext, 't'>, key: MessageKey, params?: MessageParams): string {
  const lookup = context.t as (key: string) => string | undefined
  const template = lookup(key) || en[key]
  return formatMessage({ [key]: template }, key, params)
}
