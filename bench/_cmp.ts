import { transformSync } from 'esbuild'
import { minifiedCss } from '../scripts/cssText.mjs'
const min = (s: string) => transformSync(s, { loader: 'css', minify: true }).code.trimEnd()
const pairs: [string, string, string[]][] = [
  [
    'ui-react/viewer/__old_viewerCss.ts',
    'viewerCss',
    ['ui-react/viewer/viewer.css', 'ui-react/viewer/cards/cards.css', 'ui-react/viewer/media/media.css'],
  ],
  ['ui-react/viewer/cards/__old_cardsCss.ts', 'cardsCss', ['ui-react/viewer/cards/cards.css']],
  ['ui-react/viewer/media/__old_mediaCss.ts', 'mediaCss', ['ui-react/viewer/media/media.css']],
  ['ui-react/viewer/media/__old_audioPlayerCss.ts', 'audioPlayerCss', ['ui-react/viewer/media/audioPlayer.css']],
  ['ui-react/viewer/media/__old_videoPlayerCss.ts', 'videoPlayerCss', ['ui-react/viewer/media/videoPlayer.css']],
  ['ui-react/viewer/cards/__old_pollVotingCss.ts', 'pollVotingCss', ['ui-react/viewer/cards/pollVoting.css']],
  ['ui-react/gallery/__old_galleryCss.ts', 'galleryCss', ['ui-react/gallery/gallery.css']],
  ['ui-react/fullscreen/__old_fullscreenCss.ts', 'fullscreenCss', ['ui-react/fullscreen/fullscreen.css']],
]
for (const [old, name, news] of pairs) {
  const o: string = (await import(`../${old}`))[name]
  const n = news.map((p) => minifiedCss(p)).join('')
  const mo = min(o)
  const same = mo === n
  console.log(name, 'old', o.length, 'old-min', mo.length, 'new', n.length, same ? 'SAME' : 'DIFF')
  if (!same) {
    const a = mo.split('}'),
      b = n.split('}')
    const sa = new Set(a),
      sb = new Set(b)
    console.log('  only old:', a.filter((x) => !sb.has(x)).slice(0, 8))
    console.log('  only new:', b.filter((x) => !sa.has(x)).slice(0, 8))
  }
}
