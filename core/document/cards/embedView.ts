import { linkAttributes, safeMediaUrl, type LinkAttributes } from '../links'
import { at, clampInt, num, str } from '../read'
import { EMBED_SANDBOX } from './frameHeight'

/** Default height of an embed frame, px (the HTML embed's default). */
export const EMBED_DEFAULT_HEIGHT = 550
/** Default width of an embed frame, px. */
export const EMBED_DEFAULT_WIDTH = 350

/** View model of an EMBED node (oEmbed rich content: a post, a video ...). */
export interface EmbedView {
  /** The oEmbed markup, run only inside a sandboxed frame. */
  html?: string
  width: number
  height: number
  sandbox: string
  title?: string
  providerName?: string
  thumbnail?: string
  /** The original address, linked when there is no markup to run. */
  link: LinkAttributes
}

/** Reads EMBED data: size from the container (else the oEmbed answer, else 350 x 550). */
export function embedView(data: unknown): EmbedView {
  const oembed = at(data, 'oembed')
  const width = num(at(data, 'containerData', 'width', 'custom')) ?? num(at(oembed, 'width'))
  const height = num(at(data, 'containerData', 'height', 'custom')) ?? num(at(oembed, 'height'))
  const html = str(at(oembed, 'html'))
  return {
    html: html?.trim() ? html : undefined,
    width: clampInt(width, 10, 10_000, EMBED_DEFAULT_WIDTH),
    height: clampInt(height, 10, 10_000, EMBED_DEFAULT_HEIGHT),
    sandbox: EMBED_SANDBOX,
    title: str(at(oembed, 'title'))?.trim() || undefined,
    providerName: str(at(oembed, 'providerName'))?.trim() || undefined,
    thumbnail: safeMediaUrl(at(oembed, 'thumbnailUrl')),
    link: linkAttributes({ url: str(at(oembed, 'url')) ?? str(at(data, 'src')) }),
  }
}
