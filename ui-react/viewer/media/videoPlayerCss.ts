/**
 * Styles of the playing video (a native `<video>` or a provider's frame filling the poster's box): the
 * server markup only holds the poster, so they ship in the player's lazy chunk (added to the page by
 * {@link useSharedStyle}) rather than in `viewerCss`.
 */
export const videoPlayerCss =
  '.vt-m-frame>video,.vt-m-frame>iframe{position:absolute;inset:0;width:100%;height:100%;border:0}' +
  '.vt-m-frame>video{object-fit:contain;background:#000}'
