/**
 * The English strings only parts loaded later show: the audio player's menus, poll voting and its
 * voters dialog, the gallery widget and the fullscreen viewer. They reach a page with those parts'
 * chunks (through {@link en}), never with the viewer's first render.
 */
export const enLater = {
  playerPause: 'Pause',
  playerUnmute: 'Unmute',
  playerSpeedNormal: 'Normal',
  pollVoters: 'Voters',
  pollPrivateUser: 'Private User',
  pollAnonymousVoters: '{count} anonymous voters',
  pollAnonymousVotersOne: '{count} anonymous voter',
  pollFollow: 'Follow',
  pollToastOffline: 'No internet. Check your connection.',
  pollToastServer: "Couldn't connect to server. Try again later.",
  pollMembersOnly: 'Only site members can vote.',
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
  fullscreenDialog: 'Media viewer',
  fullscreenZoomIn: 'Zoom in',
  fullscreenZoomOut: 'Zoom out',
  fullscreenDownload: 'Download',
  galleryLabel: 'Gallery',
  galleryThumbnails: 'Thumbnails',
  galleryCarousel: 'carousel',
  gallerySlide: 'slide',
  fullscreenImageAnnouncement: 'Image {index} of {total}: {alt}',
  fullscreenVideoAnnouncement: 'Video {index} of {total}: {alt}',
} as const
