import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { cssTextPlugin, minifiedCss } from '../cssText.mjs'
import galleryCss from '../../ui-react/gallery/gallery.css' with { type: 'text' }

const root = new URL('../../', import.meta.url).pathname
const GALLERY = join(root, 'ui-react/gallery/gallery.css')

/*
 * A component stylesheet is a .css file imported as text. The server renders it in a <style> and the
 * browser bundle hydrates that element, so every tool must give the same minified string.
 */
describe('component stylesheets imported as text', () => {
  it('are the same minified text in Vitest, in an esbuild bundle and in Node with tsx', async () => {
    const bundled = await build({
      stdin: {
        contents: "export { default } from './ui-react/gallery/gallery.css' with { type: 'text' }",
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      write: false,
      plugins: [cssTextPlugin],
      logLevel: 'silent',
    })
    const fromEsbuild = (
      (await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)) as {
        default: string
      }
    ).default
    const node = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './scripts/cssTextRegister.mjs',
        '--input-type=module',
        '-e',
        "const { galleryCss } = await import('./ui-react/gallery/galleryCss.ts'); process.stdout.write(galleryCss)",
      ],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    )
    expect(node.stderr).toBe('')
    expect(galleryCss).toBe(minifiedCss(GALLERY))
    expect(fromEsbuild).toBe(galleryCss)
    expect(node.stdout).toBe(galleryCss)
    // Minified: the source's comments, indentation and spaces after colons are gone.
    expect(galleryCss).toContain('.vg__items{position:relative;margin:0;padding:0;list-style:none}')
    expect(galleryCss).not.toMatch(/\/\*|\n|: /)
  })

  it('stop the build at a syntax error, naming the file and the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-css-'))
    const broken = join(dir, 'broken.css')
    writeFileSync(broken, '.a {\n  color: red;\n}\n.b {\n  color: blue;\n')
    expect(() => minifiedCss(broken)).toThrow(/broken\.css: 6: Expected "}"/)
  })
})
