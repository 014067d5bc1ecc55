import { en, type MessageKey } from '../../../core/i18n/en'
import type { MessageParams } from '../../../core/i18n/placeholders'
import type { RenderContext } from '../RenderContext'
import { cardText } from './cardText'

/**
 * {@link cardText} for the parts loaded after the first render (the audio player, poll voting, the
 * voters dialog), whose English strings come with their own chunk rather than the viewer's first one.
 */
export const laterText = (context: Pick<RenderContext, 't'>, key: MessageKey, params?: MessageParams): string =>
  cardText(context, key, params, en)
