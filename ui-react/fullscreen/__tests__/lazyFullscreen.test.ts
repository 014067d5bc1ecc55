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
    const files = new Map(result.outputFiles.map((file) => [file.path.replace('/out/', './'), file.text]))
    // The initial code: the entry and every chunk it imports statically, transitively.
    const initial = new Set<string>()
    const visit = (name: string) => {
      if (initial.has(name)) return
      initial.add(name)
      for (const match of files.get(name)!.matchAll(/(?:from|import)\s*["'](\.\/[\w.-]+\.js)["']/g)) visit(match[1]!)
    }
    visit('./index.js')
    const initialCode = [...initial].map((name) => files.get(name)).join('\n')
    // The viewer's own markup and the trap library live only in a chunk loaded on first render.
    expect(initialCode).not.toContain('vitrine-fs__stage')
    expect(initialCode).not.toContain('createFocusTrap')
    expect(initialCode).toMatch(/import\(["']\.\/FullscreenViewer-[\w-]+\.js["']\)/)
    const lazy = [...files]
      .filter(([name]) => !initial.has(name))
      .map(([, text]) => text)
      .join('\n')
    expect(lazy).toContain('vitrine-fs__stage')
    expect(lazy).toContain('createFocusTrap')
  })
})
