import { describe, expect, it } from 'vitest'
import { build } from 'esbuild'
import { SUPPORTED_LOCALES } from '../index'

const root = new URL('../../../', import.meta.url).pathname

describe('locale bundles load on demand', () => {
  it('bundled with code splitting, each translation is its own chunk and the entry holds English only', async () => {
    const result = await build({
      stdin: {
        contents: "export { createTranslations, formatMessage } from './core/i18n'",
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir: '/out',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = Object.entries(result.metafile.outputs)
    const [, entry] = outputs.find(([, o]) => o.entryPoint === '<stdin>')!
    const lazy = entry.imports.filter((i) => i.kind === 'dynamic-import')
    expect(lazy).toHaveLength(SUPPORTED_LOCALES.length - 1)
    expect(entry.imports.filter((i) => i.kind === 'import-statement')).toEqual([])
    const entryText = result.outputFiles.find((f) => f.path.includes('stdin'))!.text
    expect(entryText).toContain('Load More')
    for (const translated of ['Mehr laden', '더 불러오기', 'تحميل المزيد', 'Charger plus'])
      expect(entryText).not.toContain(translated)
  })
})
