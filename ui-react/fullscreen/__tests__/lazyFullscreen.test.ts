import { describe, expect, it } from 'vitest'
import { build } from 'esbuild'
import { resolve } from 'node:path'

describe('LazyFullscreenViewer', () => {
  it('keeps the viewer and focus-trap out of the initial chunk of vitrine/react', async () => {
    const result = await build({
      entryPoints: [resolve(import.meta.dirname, '../../index.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: '/out',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      logLevel: 'silent',
    })
    const entry = result.outputFiles.find((file) => file.path === '/out/index.js')!.text
    const chunks = result.outputFiles.filter((file) => file !== undefined && file.path !== '/out/index.js')
    // The viewer's own markup and the trap library live only in a chunk that loads on first render.
    expect(entry).not.toContain('vitrine-fs__stage')
    expect(entry).not.toContain('createFocusTrap')
    const viewerChunk = chunks.find((file) => file.text.includes('vitrine-fs__stage'))
    expect(viewerChunk?.text).toContain('focus-trap')
    expect(entry).toMatch(/import\(["']\.\/FullscreenViewer-[\w-]+\.js["']\)/)
  })
})
