/** Providers whose own embedded player plays their addresses. */
export type MediaProvider =
  'youtube' | 'vimeo' | 'dailymotion' | 'twitch' | 'facebook' | 'soundcloud' | 'spotify' | 'wistia'

/** A recognised provider address: who plays it, the id, and the embed address of its player. */
export interface ProviderMatch {
  provider: MediaProvider
  id: string
  /** The provider's own player page (always https, on the provider's host). */
  embedUrl: string
  /** Display name, for frame titles. */
  name: string
}

/** Options of the embed address. */
export interface EmbedOptions {
  autoPlay?: boolean
  loop?: boolean
  muted?: boolean
  /** Host name of the page, which Twitch requires as `parent`. */
  parentHost?: string
}

const YOUTUBE =
  /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})(?:[?&#/]|$)/i
const VIMEO =
  /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d{5,12})(?:[?#/]|$)/i
const DAILYMOTION =
  /^(?:https?:)?\/\/(?:www\.)?(?:dailymotion\.com\/(?:embed\/)?video\/|dai\.ly\/)([a-z0-9]{5,12})(?:[_?#/]|$)/i
const TWITCH_VIDEO = /^(?:https?:)?\/\/(?:www\.|m\.)?twitch\.tv\/videos\/(\d{4,15})(?:[?#/]|$)/i
const TWITCH_CHANNEL = /^(?:https?:)?\/\/(?:www\.|m\.)?twitch\.tv\/([a-z0-9_]{3,25})\/?(?:[?#]|$)/i
const FACEBOOK = /^(?:https?:)?\/\/(?:www\.|m\.|web\.)?(?:facebook\.com|fb\.watch)\/[^\s"'<>]+$/i
const SOUNDCLOUD = /^(?:https?:)?\/\/(?:www\.|m\.)?soundcloud\.com\/([\w-]+\/[\w-]+(?:\/[\w-]+)?)\/?(?:[?#]|$)/i
const SPOTIFY =
  /^(?:https?:)?\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]{10,40})(?:[?#/]|$)/i
const WISTIA =
  /^(?:https?:)?\/\/(?:[\w-]+\.)?(?:wistia\.(?:com|net)|wi\.st)\/(?:medias|embed\/iframe|embed\/medias)\/([a-z0-9]{6,16})(?:[?#/.]|$)/i

const flag = (on: boolean | undefined) => (on ? '1' : '0')

/**
 * Recognises a provider address (YouTube, Vimeo, Dailymotion, Twitch, Facebook, SoundCloud, Spotify,
 * Wistia) and builds the address of its own embedded player. Anything else is undefined: the caller
 * falls back to a plain file player (§5). The id is matched by a strict pattern, so nothing from the
 * input but the id reaches the embed address (Facebook and SoundCloud pass the page address encoded).
 */
export function recognizeProvider(url: unknown, options: EmbedOptions = {}): ProviderMatch | undefined {
  if (typeof url !== 'string' || url.length > 2048) return undefined
  const u = url.trim()
  let m = YOUTUBE.exec(u)
  if (m) {
    const q = `autoplay=${flag(options.autoPlay)}&mute=${flag(options.muted)}&playsinline=1&rel=0${
      options.loop ? `&loop=1&playlist=${m[1]}` : ''
    }`
    return {
      provider: 'youtube',
      id: m[1],
      name: 'YouTube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${m[1]}?${q}`,
    }
  }
  if ((m = VIMEO.exec(u)))
    return {
      provider: 'vimeo',
      id: m[1],
      name: 'Vimeo',
      embedUrl: `https://player.vimeo.com/video/${m[1]}?autoplay=${flag(options.autoPlay)}&loop=${flag(options.loop)}&muted=${flag(options.muted)}`,
    }
  if ((m = DAILYMOTION.exec(u)))
    return {
      provider: 'dailymotion',
      id: m[1],
      name: 'Dailymotion',
      embedUrl: `https://www.dailymotion.com/embed/video/${m[1]}?autoplay=${flag(options.autoPlay)}&mute=${flag(options.muted)}`,
    }
  const parent = encodeURIComponent(options.parentHost || 'localhost')
  if ((m = TWITCH_VIDEO.exec(u)))
    return {
      provider: 'twitch',
      id: m[1],
      name: 'Twitch',
      embedUrl: `https://player.twitch.tv/?video=v${m[1]}&parent=${parent}&autoplay=${String(Boolean(options.autoPlay))}`,
    }
  if ((m = TWITCH_CHANNEL.exec(u)) && m[1].toLowerCase() !== 'videos')
    return {
      provider: 'twitch',
      id: m[1],
      name: 'Twitch',
      embedUrl: `https://player.twitch.tv/?channel=${m[1]}&parent=${parent}&autoplay=${String(Boolean(options.autoPlay))}`,
    }
  if (FACEBOOK.test(u))
    return {
      provider: 'facebook',
      id: u,
      name: 'Facebook',
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(withScheme(u))}&show_text=false`,
    }
  if ((m = SOUNDCLOUD.exec(u)))
    return {
      provider: 'soundcloud',
      id: m[1],
      name: 'SoundCloud',
      embedUrl: `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com/${m[1]}`)}&auto_play=${String(Boolean(options.autoPlay))}`,
    }
  if ((m = SPOTIFY.exec(u)))
    return {
      provider: 'spotify',
      id: `${m[1]}/${m[2]}`,
      name: 'Spotify',
      embedUrl: `https://open.spotify.com/embed/${m[1].toLowerCase()}/${m[2]}`,
    }
  if ((m = WISTIA.exec(u)))
    return {
      provider: 'wistia',
      id: m[1],
      name: 'Wistia',
      embedUrl: `https://fast.wistia.net/embed/iframe/${m[1]}?autoPlay=${String(Boolean(options.autoPlay))}`,
    }
  return undefined
}

function withScheme(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url
}

/**
 * Sandbox of provider player frames: their scripts run, but never together with same-origin rights,
 * so a frame can neither reach the page nor act as its own origin's storage.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-presentation allow-popups allow-popups-to-escape-sandbox'
/** Permissions policy of provider player frames. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
