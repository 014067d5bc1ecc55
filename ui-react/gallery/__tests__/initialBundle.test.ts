import { describe, expect, it } from 'vitest'
import { galleryInitialBundle } from '../../../bench/galleryWidget.bench'

/*
 * The gallery's initial JavaScript, measured as `npm run bench -- galleryWidget` measures it
 * (bench/bundleSize.ts: `<Gallery>` from vitrine/react/gallery bundled by esbuild, minified, code
 * splitting, React external and every other dependency included; the entry plus every chunk it imports
 * statically, each gzipped at level 9). The build is deterministic for a given esbuild version, so the
 * figure is exact, not a timing.
 */
describe('the gallery initial bundle', () => {
  const measured = galleryInitialBundle()

  // The target is 20 KiB. The figure is 42.3 KiB (43,276 B): the options' schema, presets and
  // corrections, the controller, the blueprint and the layouter load with the first render (see
  // docs/gallery.md, "What loads when"). This ceiling stops weight from creeping back.
  it('stays under 42.8 KiB gzip (target 20 KiB)', async () => {
    const { gzipBytes, inputs } = await measured
    expect(gzipBytes).toBeLessThan(42.8 * 1024)
    // The first render lays out and draws the items ...
    for (const part of ['ui-react/gallery/Gallery.tsx', 'core/gallery/layout/createLayout.ts'])
      expect(inputs).toContain(part)
  })

  it('leaves the fullscreen viewer, focus-trap and the layout worker to lazy chunks', async () => {
    const { inputs } = await measured
    for (const lazy of ['ui-react/fullscreen/FullscreenViewer.tsx', 'adapters/browser/layoutWorker.worker.ts'])
      expect(inputs).not.toContain(lazy)
    expect(inputs.filter((input) => input.includes('focus-trap'))).toEqual([])
  })

  it('leaves the legacy option migration and the in-process layout service to lazy chunks', async () => {
    const { inputs } = await measured
    for (const lazy of [
      'core/gallery/options/legacySteps.ts',
      'core/gallery/options/resolveOptions.ts',
      'core/gallery/layout/layoutService.ts',
    ])
      expect(inputs).not.toContain(lazy)
  })

  // A plain grid's first render needs none of these: they load when the options ask for them
  // (galleryParts). Each is in a lazy chunk, so it still ships, only later.
  it('leaves the slider chrome, thumbnails, mouse follower, slide stage, magnifier and video helper to lazy chunks', async () => {
    const { inputs, lazyInputs } = await measured
    const parts = [
      'ui-react/gallery/SliderPart.tsx',
      'ui-react/gallery/SliderChrome.tsx',
      'ui-react/gallery/GalleryControls.tsx',
      'ui-react/gallery/useSliderNavigation.ts',
      'core/gallery/widget/galleryChrome.ts',
      'core/gallery/widget/thumbnailStrip.ts',
      'ui-react/gallery/useMouseFollower.ts',
      'core/gallery/widget/mouseFollower.ts',
      'ui-react/gallery/StagePart.tsx',
      'ui-react/gallery/useSlideStage.ts',
      'core/gallery/widget/createSlideStage.ts',
      'ui-react/gallery/MagnifierPart.tsx',
      'ui-react/gallery/useMagnifier.ts',
      'core/gallery/widget/magnifier.ts',
      'ui-react/gallery/VideoPart.tsx',
      'ui-react/gallery/useVideoScrollHelper.ts',
    ]
    expect(parts.filter((part) => inputs.includes(part))).toEqual([])
    expect(parts.filter((part) => !lazyInputs.includes(part))).toEqual([])
  })

  it("leaves the debug panel's drawing and the shipped locale bundles' table to lazy chunks", async () => {
    const { inputs, lazyInputs } = await measured
    const parts = ['ui-react/gallery/GalleryDebugLines.tsx', 'core/i18n/loadLocaleBundle.ts']
    expect(parts.filter((part) => inputs.includes(part))).toEqual([])
    expect(parts.filter((part) => !lazyInputs.includes(part))).toEqual([])
  })

  it('does not load immer: the gallery stores replace frozen values', async () => {
    const { inputs } = await measured
    expect(inputs.filter((input) => input.includes('immer'))).toEqual([])
  })
})
