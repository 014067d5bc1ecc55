import { describe, expect, it } from 'vitest'
import { build } from 'esbuild'
import { SUPPORTED_LOCALES } from '../index'

const root = new URL('../../../', import.meta.url).pathname

describe('locale bundles load on demand', () => {
  it('bundled with code splitting, each translation and their table are chunks of their own, and the store holds English only', async () => {
    const result = await build({
      stdin: {
        contents: "export { createTranslations } from './core/i18n/createTranslations'",
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
    // The store fetches the shipped bundles' table (loadLocaleBundle) with the first locale other than
    // English; the table fetches each translation on its own.
    const lazy = entry.imports.filter((i) => i.kind === 'dynamic-import')
    expect(lazy).toHaveLength(1)
    expect(entry.imports.filter((i) => i.kind === 'import-statement')).toEqual([])
    const loader = result.metafile.outputs[lazy[0]!.path]!
    expect(Object.keys(loader.inputs)).toEqual(['core/i18n/loadLocaleBundle.ts'])
    expect(loader.imports.filter((i) => i.kind === 'dynamic-import')).toHaveLength(SUPPORTED_LOCALES.length - 1)
    const entryText = result.outputFiles.find((f) => f.path.includes('stdin'))!.text
    expect(entryText).toContain('Load More')
    for (const translated of ['Mehr laden', '더 불러오기', 'تحميل المزيد', 'Charger plus'])
      expect(entryText).not.toContain(translated)
  })
})
