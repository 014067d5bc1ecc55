import type { NodeRenderer } from '../RenderContext'
import { appEmbedCard } from './appEmbedCard'
import { embedFrame, htmlFrame } from './embedRenderers'
import { linkPreviewCard } from './linkPreviewCard'
import { mapCard } from './mapCard'
import { pollBlock } from './PollBlock'

/** Built-in renderers of the card and interactive nodes (HTML here replaces the plain frame: it grows to its content). */
export const cardRenderers: Readonly<Record<string, NodeRenderer>> = {
  APP_EMBED: appEmbedCard,
  LINK_PREVIEW: linkPreviewCard,
  EMBED: embedFrame,
  HTML: htmlFrame,
  MAP: mapCard,
  POLL: pollBlock,
}
