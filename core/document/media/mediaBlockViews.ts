import { safeMediaUrl } from '../links'
import { at, bool, num, obj, str } from '../read'
import { formatFileSize } from './formatDuration'
import { mediaContainer, type MediaContainer } from './imageMediaView'
import { mediaDownloadUrl, resolveSource } from './mediaUrls'
import { recognizeProvider, type ProviderMatch } from './recognizeProvider'
import { spoilerSettings, type SpoilerSettings } from './spoilerLayout'

/** Everything a VIDEO block renders from. */
export interface VideoView {
  /** A file address for the plain `<video>` player (when no provider plays it). */
  fileUrl?: string
  /** A provider (YouTube, Vimeo ...) whose own player plays it in a sandboxed frame. */
  provider?: ProviderMatch
  /** The address as given (for the host's oEmbed lookup). */
  pageUrl?: string
  thumbnail?: string
  width: number
  height: number
  duration?: number
  autoPlay: boolean
  loop: boolean
  showControls: boolean
  disableDownload: boolean
  container: MediaContainer
  spoiler: SpoilerSettings
}

/** Reads VIDEO data: a provider address, a file address or id, thumbnail, options and spoiler. */
export function videoView(data: unknown, parentHost?: string): VideoView {
  const source = resolveSource(at(data, 'video', 'src'))
  const options = obj(at(data, 'options'))
  const autoPlay = bool(options?.autoPlay)
  const loop = bool(options?.playInLoop)
  const provider = source.id
    ? undefined
    : recognizeProvider(source.url, { autoPlay, loop, muted: autoPlay, parentHost })
  let thumbnail = resolveSource(at(data, 'thumbnail', 'src')).url
  if (!thumbnail && provider?.provider === 'youtube') thumbnail = `https://i.ytimg.com/vi/${provider.id}/hqdefault.jpg`
  const tw = num(at(data, 'thumbnail', 'width'))
  const th = num(at(data, 'thumbnail', 'height'))
  const ratioOk = tw !== undefined && th !== undefined && tw > 0 && th > 0
  const duration = num(at(data, 'video', 'duration'))
  return {
    fileUrl: provider ? undefined : source.url,
    provider,
    pageUrl: source.url,
    thumbnail,
    width: ratioOk ? Math.round(tw) : 16,
    height: ratioOk ? Math.round(th) : 9,
    duration: duration !== undefined && duration > 0 ? duration : undefined,
    autoPlay,
    loop,
    showControls: options?.showControls !== false,
    disableDownload: bool(options?.disableDownload) || bool(at(data, 'disableDownload')),
    container: mediaContainer(data),
    spoiler: spoilerSettings(data),
  }
}

/** Everything an AUDIO block renders from. */
export interface AudioView {
  /** The file address for the native player. */
  fileUrl?: string
  /** A SoundCloud or Spotify address, played by its provider in a sandboxed frame. */
  provider?: ProviderMatch
  /** The provider's own embed markup, played in a sandboxed srcdoc frame when no provider is recognised. */
  html?: string
  name?: string
  authorName?: string
  cover?: string
  duration?: number
  downloadUrl?: string
  container: MediaContainer
}

/** Reads AUDIO data: file or provider, name, author, cover, duration and download. */
export function audioView(data: unknown): AudioView {
  const source = resolveSource(at(data, 'audio', 'src'))
  const provider = source.id ? undefined : recognizeProvider(source.url)
  const html = str(at(data, 'html'))?.trim() || undefined
  const duration = num(at(data, 'audio', 'duration'))
  const name = str(at(data, 'name'))?.trim() || undefined
  const isProvider = Boolean(provider) || (!source.url && Boolean(html))
  return {
    fileUrl: isProvider ? undefined : source.url,
    provider,
    html: provider ? undefined : html,
    name,
    authorName: str(at(data, 'authorName'))?.trim() || undefined,
    cover: resolveSource(at(data, 'coverImage', 'src')).url,
    duration: duration !== undefined && duration > 0 ? duration : undefined,
    downloadUrl:
      isProvider || bool(at(data, 'disableDownload'))
        ? undefined
        : mediaDownloadUrl(source, name ? fileNameFor(name, source.url) : undefined),
    container: mediaContainer(data),
  }
}

function fileNameFor(name: string, url?: string): string {
  if (/\.\w{2,5}$/.test(name)) return name
  const ext = url?.split(/[?#]/)[0].match(/\.(\w{2,5})$/)?.[1]
  return ext ? `${name}.${ext}` : name
}

/** Everything a GIF block renders from. */
export interface GifView {
  /** The mp4 rendition, played as a muted looping inline video (preferred). */
  mp4?: string
  /** The gif (or still) rendition, the fallback. */
  gif?: string
  width?: number
  height?: number
  container: MediaContainer
}

/** Reads GIF data: `original.mp4` preferred, `original.gif` fallback, width and height kept. */
export function gifView(data: unknown): GifView {
  const width = num(at(data, 'width'))
  const height = num(at(data, 'height'))
  return {
    mp4: safeMediaUrl(at(data, 'original', 'mp4')) ?? safeMediaUrl(at(data, 'downsized', 'mp4')),
    gif: safeMediaUrl(at(data, 'original', 'gif')) ?? safeMediaUrl(at(data, 'downsized', 'gif')),
    width: width !== undefined && width > 0 ? Math.round(width) : undefined,
    height: height !== undefined && height > 0 ? Math.round(height) : undefined,
    container: mediaContainer(data),
  }
}

/** How a PDF file is shown: a link only, a compact viewer or the full viewer. */
export type PdfViewMode = 'NONE' | 'MINI' | 'FULL'

/** Everything a FILE block renders from. */
export interface FileView {
  name: string
  /** The file type in capitals ("PDF", "JPG"). */
  type?: string
  /** The size in words ("146 KB"). */
  size?: string
  downloadUrl?: string
  /** The file's own address, for the PDF viewer frame. */
  url?: string
  pdfView: PdfViewMode
  container: MediaContainer
}

/** Reads FILE data: name, type, size in words, download link with `dn=<file name>`, PDF mode. */
export function fileView(data: unknown): FileView {
  const source = resolveSource(at(data, 'src'))
  const rawName = str(at(data, 'name'))?.trim()
  const fromUrl = source.url?.split(/[?#]/)[0].split('/').pop()
  const name = rawName || (fromUrl ? safeDecode(fromUrl) : 'file')
  const type = (str(at(data, 'type')) ?? name.match(/\.(\w{1,8})$/)?.[1])?.trim().toUpperCase() || undefined
  const mode = str(at(data, 'pdfSettings', 'viewMode'))
  const pdfView: PdfViewMode = type === 'PDF' && (mode === 'MINI' || mode === 'FULL') ? mode : 'NONE'
  return {
    name,
    type,
    size: formatFileSize(num(at(data, 'size'))),
    downloadUrl: bool(at(data, 'pdfSettings', 'disableDownload')) ? undefined : mediaDownloadUrl(source, name),
    url: source.url,
    pdfView,
    container: mediaContainer(data),
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
