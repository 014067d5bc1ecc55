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

const flag = (on: boolean | undefined) => (on ? '1' : '0')

/**
 * The providers in the order they are tried: display name (the provider is its lower case), the pattern
 * of the address after `https://`, `http://` or `//` (its groups make the id, joined by `/`; none means
 * the whole address), and the embed address built from the match.
 */
const PROVIDERS: readonly (readonly [string, RegExp, (m: string[], o: EmbedOptions, url: string) => string])[] = [
  [
    'YouTube',
    /^(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})(?:[?&#/]|$)/i,
    ([, id], o) =>
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=${flag(o.autoPlay)}&mute=${flag(o.muted)}&playsinline=1&rel=0${
        o.loop ? `&loop=1&playlist=${id}` : ''
      }`,
  ],
  [
    'Vimeo',
    /^(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d{5,12})(?:[?#/]|$)/i,
    ([, id], o) =>
      `https://player.vimeo.com/video/${id}?autoplay=${flag(o.autoPlay)}&loop=${flag(o.loop)}&muted=${flag(o.muted)}`,
  ],
  [
    'Dailymotion',
    /^(?:www\.)?(?:dailymotion\.com\/(?:embed\/)?video\/|dai\.ly\/)([a-z0-9]{5,12})(?:[_?#/]|$)/i,
    ([, id], o) => `https://www.dailymotion.com/embed/video/${id}?autoplay=${flag(o.autoPlay)}&mute=${flag(o.muted)}`,
  ],
  [
    // A recorded video, or a channel (any name but "videos").
    'Twitch',
    /^(?:www\.|m\.)?twitch\.tv\/(?:videos\/(\d{4,15})(?:[?#/]|$)|(?!videos\/?(?:[?#]|$))([a-z0-9_]{3,25})\/?(?:[?#]|$))/i,
    ([, video, channel], o) =>
      `https://player.twitch.tv/?${video ? `video=v${video}` : `channel=${channel}`}&parent=${encodeURIComponent(
        o.parentHost || 'localhost',
      )}&autoplay=${!!o.autoPlay}`,
  ],
  [
    'Facebook',
    /^(?:www\.|m\.|web\.)?(?:facebook\.com|fb\.watch)\/[^\s"'<>]+$/i,
    (_, _o, url) =>
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.startsWith('//') ? `https:${url}` : url)}&show_text=false`,
  ],
  [
    'SoundCloud',
    /^(?:www\.|m\.)?soundcloud\.com\/([\w-]+\/[\w-]+(?:\/[\w-]+)?)\/?(?:[?#]|$)/i,
    ([, id], o) =>
      `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com/${id}`)}&auto_play=${!!o.autoPlay}`,
  ],
  [
    'Spotify',
    /^open\.spotify\.com\/(?:intl-[a-z-]+\/)?(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]{10,40})(?:[?#/]|$)/i,
    ([, kind, id]) => `https://open.spotify.com/embed/${kind.toLowerCase()}/${id}`,
  ],
  [
    'Wistia',
    /^(?:[\w-]+\.)?(?:wistia\.(?:com|net)|wi\.st)\/(?:medias|embed\/iframe|embed\/medias)\/([a-z0-9]{6,16})(?:[?#/.]|$)/i,
    ([, id], o) => `https://fast.wistia.net/embed/iframe/${id}?autoPlay=${!!o.autoPlay}`,
  ],
]

/**
 * Recognises a provider address (YouTube, Vimeo, Dailymotion, Twitch, Facebook, SoundCloud, Spotify,
 * Wistia) and builds the address of its own embedded player. Anything else is undefined: the caller
 * falls back to a plain file player. The id is matched by a strict pattern, so nothing from the
 * input but the id reaches the embed address (Facebook and SoundCloud pass the page address encoded).
 */
export function recognizeProvider(url: unknown, options: EmbedOptions = {}): ProviderMatch | undefined {
  if (typeof url !== 'string' || url.length > 2048) return undefined
  const u = url.trim()
  const scheme = /^(?:https?:)?\/\//i.exec(u)
  if (!scheme) return undefined
  for (const [name, pattern, embed] of PROVIDERS) {
    const m = pattern.exec(u.slice(scheme[0].length))
    if (m)
      return {
        provider: name.toLowerCase() as MediaProvider,
        id: m.slice(1).filter(Boolean).join('/') || u,
        name,
        embedUrl: embed(m, options, u),
      }
  }
  return undefined
}

/**
 * Sandbox of provider player frames: their scripts run, but never together with same-origin rights,
 * so a frame can neither reach the page nor act as its own origin's storage.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-presentation allow-popups allow-popups-to-escape-sandbox'
/** Permissions policy of provider player frames. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
