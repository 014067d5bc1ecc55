import type { RichContentInput } from '../../core/document'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { version as reactVersion } from 'react'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../../entries/react'
import { ricosExamples, ricosMigrationContent } from '../../fixtures/documents/ricosExamples'
import { arabicArticle, englishArticle } from '../../fixtures/documents/directionArticles'
import { generateDocument } from '../../fixtures/documents/generate'
import { demoArticle } from '../../fixtures/demo/article'
import { quietViewerLogs } from './viewerMarkup'

/*
 * The server markup of the viewer pinned byte for byte: a change meant to shrink the bundle (a table
 * written as data, shorter code) must leave what the server sends exactly as it was. Each document's
 * markup is pinned by its SHA-256 (the ricos-schema documents are read at test time and never copied
 * here); the stylesheet in the `<style>` element is pinned on its own, so a deliberate style change
 * updates one entry and every document still proves its markup unchanged.
 *
 * After a deliberate markup change: `VITRINE_UPDATE_MARKUP=1 npx vitest run ui-react/__tests__/viewer.markupIdentity`
 * rewrites the pins.
 */
// React 18 writes the same elements with its own text separators (`<!-- -->`) and useId form, so its
// markup is pinned in a file of its own (written by `VITRINE_UPDATE_MARKUP=1 bash scripts/react18.sh
// ui-react/__tests__/viewer.markupIdentity`, which copies the pins back).
const PINS = join(
  import.meta.dirname,
  reactVersion.startsWith('18.') ? 'viewerMarkup.react18.sha256.json' : 'viewerMarkup.sha256.json',
)
const OUT = join(import.meta.dirname, '../../.artifacts/markup')

const PROVIDER_URLS = [
  'https://www.youtube.com/watch?v=5XxIwPKMlek',
  'https://youtu.be/5XxIwPKMlek?t=3',
  '//m.youtube.com/shorts/5XxIwPKMlek',
  'https://www.youtube.com/watch?v=short',
  'https://vimeo.com/channels/staffpicks/76979871',
  'https://player.vimeo.com/video/76979871?h=1',
  'https://www.dailymotion.com/video/x7tgad0_title',
  'https://dai.ly/x7tgad0',
  'https://www.twitch.tv/videos/1234567890',
  'https://www.twitch.tv/somechannel',
  'https://twitch.tv/videos',
  'https://www.twitch.tv/videosfan/',
  'https://www.facebook.com/watch/?v=10153231379946729',
  '//fb.watch/abc123/',
  'https://soundcloud.com/rick-astley-official/never-gonna-give-you-up-4',
  'https://m.soundcloud.com/artist/sets/album/',
  'https://open.spotify.com/track/4PTG3Z6ehGkBFwjybzWkR8',
  'https://open.spotify.com/intl-de/ALBUM/4PTG3Z6ehGkBFwjybzWkR8?si=1',
  'https://home.wistia.com/medias/e4a27b971d',
  'https://fast.wistia.net/embed/iframe/e4a27b971d.json',
  'https://cdn.example.com/clip.mp4',
  'javascript:alert(1)//youtube.com/watch?v=5XxIwPKMlek',
]

/** Video and audio nodes for every provider pattern, and media nodes carrying each upload error code. */
function mediaEdgeCases() {
  const nodes: Record<string, unknown>[] = []
  PROVIDER_URLS.forEach((url, i) => {
    nodes.push({
      type: 'VIDEO',
      id: `v${i}`,
      nodes: [],
      videoData: { video: { src: { url } }, options: { autoPlay: i % 2 === 0, playInLoop: i % 3 === 0 } },
    })
    nodes.push({ type: 'AUDIO', id: `a${i}`, nodes: [], audioData: { audio: { src: { url } }, name: `Track ${i}` } })
  })
  const errors: unknown[] = [
    ...Array.from({ length: 44 }, (_, n) => n - 1),
    'SIZE_LIMIT',
    'VIDEO_CODEC',
    'NOT_A_KEY',
    1.5,
  ]
  errors.forEach((key, i) => {
    const error = i % 3 === 0 ? { key, msg: `Upload failed (${String(key)})` } : { key }
    const type = ['IMAGE', 'VIDEO', 'AUDIO', 'FILE', 'GALLERY'][i % 5]
    const data = {
      IMAGE: { imageData: { image: { src: { id: 'img.jpg' }, width: 800, height: 600 }, error } },
      VIDEO: { videoData: { video: { src: { url: 'https://cdn.example.com/a.mp4' } }, error } },
      AUDIO: { audioData: { audio: { src: { url: 'https://cdn.example.com/a.mp3' } }, error } },
      FILE: { fileData: { src: { url: 'https://cdn.example.com/a.pdf' }, name: 'a.pdf', error } },
      GALLERY: { galleryData: { items: [], error } },
    }[type]
    nodes.push({ type, id: `e${i}`, nodes: [], ...data })
  })
  return { nodes }
}

const documents: [string, unknown][] = [
  ...ricosExamples().map(([file, doc]) => [`ricos-schema/${file}`, doc] as [string, unknown]),
  ['ricos-content/migration-content.json', ricosMigrationContent()],
  ['directionArticles/english', englishArticle],
  ['directionArticles/arabic', arabicArticle],
  ['demo/article', demoArticle],
  ['generated/300', generateDocument(300, 7)],
  ['media edge cases', mediaEdgeCases()],
]

const sha = (s: string) => createHash('sha256').update(s).digest('hex')
const STYLE = /<style>([\s\S]*?)<\/style>/

/** The markup of `content` alone, with its stylesheet taken out. */
function serverMarkup(content: unknown): { markup: string; css: string } {
  const html = renderToString(<RichContentViewer content={content as RichContentInput} />)
  const css = STYLE.exec(html)?.[1] ?? ''
  return { markup: html.replace(STYLE, '<style></style>'), css }
}

quietViewerLogs()

describe('server markup identity (every fixture document, content alone)', () => {
  it('renders every document and the stylesheet exactly as pinned', () => {
    const current: Record<string, string> = {}
    const markups = new Map<string, string>()
    let css = ''
    for (const [name, doc] of documents) {
      const out = serverMarkup(doc)
      css = out.css
      markups.set(name, out.markup)
      current[name] = sha(out.markup)
    }
    current.stylesheet = sha(css)
    expect(css.length).toBeGreaterThan(1000)
    expect(markups.get('media edge cases')).toContain('data-error-key="VIDEO_CODEC"')
    if (process.env.VITRINE_UPDATE_MARKUP === '1') {
      writeFileSync(PINS, `${JSON.stringify(current, null, 2)}\n`)
      return
    }
    const pinned = JSON.parse(readFileSync(PINS, 'utf8')) as Record<string, string>
    const changed = Object.keys({ ...pinned, ...current }).filter((name) => pinned[name] !== current[name])
    // The changed markup (or, with VITRINE_DUMP_MARKUP=1, all of it) goes to .artifacts/markup/ for a diff.
    const dump = process.env.VITRINE_DUMP_MARKUP === '1' ? Object.keys(current) : changed
    if (dump.length) mkdirSync(OUT, { recursive: true })
    for (const name of dump)
      writeFileSync(
        join(OUT, `${name.replace(/[^\w.-]+/g, '_')}.html`),
        name === 'stylesheet' ? css : (markups.get(name) ?? ''),
      )
    expect(changed).toEqual([])
  })
})
