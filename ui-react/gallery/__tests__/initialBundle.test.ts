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

  // The target is 20 KiB. The figure is 47.4 KiB (48,555 B): the options' schema, presets and
  // corrections, the slider chrome and the layouter load with the first render (see docs/gallery.md,
  // "What loads when"). This ceiling stops weight from creeping back.
  it('stays under 48 KiB gzip (target 20 KiB)', async () => {
    const { gzipBytes, inputs } = await measured
    expect(gzipBytes).toBeLessThan(48 * 1024)
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

  it('does not load immer: the gallery stores replace frozen values', async () => {
    const { inputs } = await measured
    expect(inputs.filter((input) => input.includes('immer'))).toEqual([])
  })
})
