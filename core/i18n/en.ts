/**
 * The viewer's own UI strings in English, the base language. Every locale bundle under `locales/`
 * translates exactly these keys and keeps the same `{placeholders}`.
 */
export const en = {
  spoilerTextReveal: 'Click to reveal the spoiler',
  spoilerImageDescription: 'This image contains a spoiler',
  spoilerGalleryDescription: 'This gallery contains a spoiler',
  spoilerVideoDescription: 'This video contains a spoiler',
  spoilerImageReveal: 'Reveal Image',
  spoilerGalleryReveal: 'Reveal Gallery',
  spoilerVideoReveal: 'Reveal Video',
  collapsibleExpand: 'Expand',
  collapsibleCollapse: 'Collapse',
  tableLabel: 'Table',
  buttonLabel: 'Button',
  linkNewTab: 'Opens in a new tab',
  imageUntitled: 'Untitled image',
  videoUntitled: 'Untitled video',
  imageExpand: 'Expand image',
  playerPlay: 'Play',
  playerPause: 'Pause',
  playerMute: 'Mute',
  playerUnmute: 'Unmute',
  playerVolume: 'Volume',
  playerSeek: 'Seek',
  playerSpeed: 'Playback speed',
  playerSpeedNormal: 'Normal',
  playerDownload: 'Download',
  playerMoreActions: 'More actions',
  pollSeeAllOptions: 'See All Options',
  pollSeeAllResults: 'See All Results',
  pollShowLess: 'Show Less',
  pollVotes: '{count} votes',
  pollVote: 'Vote',
  pollVoters: 'Voters',
  pollPrivateUser: 'Private User',
  pollAnonymousVoters: '{count} anonymous voters',
  pollFollow: 'Follow',
  pollToastOffline: 'No internet. Check your connection.',
  pollToastServer: "Couldn't connect to server. Try again later.",
  embedBuyNow: 'Buy Now',
  embedRegisterNow: 'Register Now',
  embedBookNow: 'Book Now',
  embedUnpublished: 'Product page will be available once you publish your site.',
  galleryLoadMore: 'Load More',
  galleryLeft: 'You have left the gallery',
  galleryBuyNowSuffix: ', Buy Now',
  galleryNext: 'Next item',
  galleryPrevious: 'Previous item',
  gallerySlideshowPlay: 'Play slideshow',
  gallerySlideshowPause: 'Pause slideshow',
  fullscreenClose: 'Close',
  fullscreenNext: 'Next',
  fullscreenPrevious: 'Previous',
  fullscreenCounter: '{index} of {total}',
  codeCopy: 'Copy code',
  codeCopied: 'Copied',
  readMore: 'Read more',
  readLess: 'Read less',
  fileDownload: 'Download file',
} as const

/** A key of the viewer's UI strings. */
export type MessageKey = keyof typeof en

/** A complete set of UI strings for one language: every key, as plain text with `{placeholders}`. */
export type Messages = Readonly<Record<MessageKey, string>>

/** The English keys, in declaration order. */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[]
