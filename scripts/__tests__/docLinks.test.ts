import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { brokenLinks, headingIds, linkTargets } from '../docLinks'

const repository = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** A throwaway repository with the given files. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-links-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('documentation links', () => {
  it('every relative link of README.md, CHANGELOG.md and docs/*.md resolves, anchors included', () => {
    expect(brokenLinks(repository)).toEqual([])
  })

  it('README.md stays a front door of at most 250 lines; the manual is docs/', () => {
    const lines = readFileSync(join(repository, 'README.md'), 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(250)
  })

  it('reports a link to a missing file, with its page, line and target', () => {
    const root = site({
      'README.md': '# Vitrine\n\nSee [the viewer](docs/viewr.md).\n',
      'docs/viewer.md': '# Viewer\n',
    })
    expect(brokenLinks(root)).toEqual([
      { file: 'README.md', line: 3, target: 'docs/viewr.md', reason: 'no file docs/viewr.md' },
    ])
  })

  it('reports an anchor that names no heading of the page, in another page or the same one', () => {
    const root = site({
      'README.md': '# Vitrine\n\n[options](docs/gallery.md#option)\n[layouts](docs/gallery.md#layouts)\n',
      'docs/gallery.md': '# Gallery\n\n## Layouts\n\n[up](#gallery) [down](#widget)\n',
    })
    expect(brokenLinks(root).map((link) => `${link.file}:${link.line} ${link.target} ${link.reason}`)).toEqual([
      'README.md:3 docs/gallery.md#option no heading with id "option" in docs/gallery.md',
      'docs/gallery.md:5 #widget no heading with id "widget" in docs/gallery.md',
    ])
  })

  it('leaves absolute addresses alone and reads no links inside code', () => {
    const markdown = '[site](https://example.com/x.md) [mail](mailto:a@b.c) `[not](a.md)`\n```md\n[not](b.md)\n```\n'
    expect(linkTargets(markdown)).toEqual([
      { target: 'https://example.com/x.md', line: 1 },
      { target: 'mailto:a@b.c', line: 1 },
    ])
    expect(brokenLinks(site({ 'README.md': markdown }))).toEqual([])
  })

  it('gives headings GitHub ids: lower case, punctuation and code marks dropped, repeats numbered', () => {
    const ids = headingIds(
      '# Mutation testing (`npm run mutation`)\n## Gallery widget: worker threshold\n## Notes\n## Notes\n',
    )
    expect([...ids]).toEqual([
      'mutation-testing-npm-run-mutation',
      'gallery-widget-worker-threshold',
      'notes',
      'notes-1',
    ])
  })
})
