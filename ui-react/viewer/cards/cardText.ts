import type { MessageKey, Messages } from '../../../core/i18n/en'
import { enShown } from '../../../core/i18n/enShown'
import { fillPlaceholders, type MessageParams } from '../../../core/i18n/placeholders'
import { ownValue } from '../../../core/shared/ownValue'
import type { RenderContext } from '../RenderContext'

/**
 * A translated UI string for the card and interactive nodes, with `{params}` filled in. The viewer's
 * `t` resolves any key of the i18n bundles (host `messages`, then the active locale, which is complete)
 * and answers the key itself for one it does not hold; English is the last resort: the strings the
 * first render shows, or `english` (the parts loaded later pass the complete English, see laterText).
 */
export function cardText(
  context: Pick<RenderContext, 't'>,
  key: MessageKey,
  params?: MessageParams,
  english: Partial<Messages> = enShown,
): string {
  const lookup = context.t as (key: string) => string | undefined
  const found = lookup(key)
  const template = found && found !== key ? found : (ownValue<string>(english, key) ?? found ?? key)
  return fillPlaceholders(template, params)
}
