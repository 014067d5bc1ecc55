/**
 * What the viewer's lazy parts (video, audio and gallery players, voting, the translations loader)
 * take from its static part, in one module that also re-exports the viewer itself.
 *
 * Why one module: esbuild puts each file into a chunk by the set of entry points that reach it. When
 * each lazy part imported the few static files it needed, every different set became its own small
 * shared chunk, and the first render fetched a dozen files, each gzipped on its own (2.6 KiB more than
 * one file, measured by `npm run bench -- viewer`). Through this module every lazy part reaches the
 * whole static viewer, so its files share one chunk. Nothing loads twice: the static viewer is in the
 * page before any lazy part, which only imports from it.
 */
export { RichContentViewer } from './RichContentViewer'
export { ANCHOR_PREFIX, anchorId, documentStats, type RichContent } from '../../core/document'
export { cardText } from './cards/cardText'
export { DEFAULT_CARD_OPTIONS } from './cards/CardOptions'
export { PollMarkup } from './cards/PollMarkup'
export { GalleryStatic, type GalleryPartProps } from './media/GalleryItems'
export { VideoPoster, type VideoPartProps } from './media/VideoBlock'
export { AudioLayout } from './media/AudioBlock'
export { DownloadIcon, MoreIcon, PauseIcon, PlayIcon, VolumeIcon } from './media/svgIcons'
