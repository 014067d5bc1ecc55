// What the emulator answers while it starts (the embedded database's first start takes seconds): a
// page in the site's look listing the steps, done and running, that reloads itself every second and
// so becomes the page asked for once ready; API calls get a 503 with Retry-After.
import { startingAnswer, type StartProgress } from '../../emulator/startProgress'
import { siteCss } from '../site/siteCss'
import { themeAttribute, themeFromCookie, type ThemeName } from '../site/theme'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The HTML of the starting page for `progress`, in the visitor's theme (or the system's when none was chosen). */
export function startingPage(progress: StartProgress, theme: ThemeName | undefined): string {
  const done = progress.steps.filter((step) => step.state === 'done').length
  const percent = Math.round((done / progress.steps.length) * 100)
  const items = progress.steps
    .map((step) => {
      const mark = step.state === 'done' ? '✓' : step.state === 'running' ? '…' : '·'
      const time = step.ms === undefined ? '' : ` <span class="hint">${seconds(step.ms)}</span>`
      return `<li class="start-step" data-state="${step.state}"><span class="start-mark" aria-hidden="true">${mark}</span> ${escapeHtml(step.label)}${time}</li>`
    })
    .join('')
  return `<!doctype html>
<html lang="en"${themeAttribute(theme)}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="1">
<meta name="color-scheme" content="light dark">
<title>Starting… · Vitrine</title>
<link rel="icon" href="/_demo/favicon.svg" type="image/svg+xml">
<style>${siteCss}
.starting{max-width:560px;margin:12vh auto;padding:28px}.starting h1{font-size:clamp(1.6rem,4vw,2.2rem);margin:.2em 0}
.start-steps{list-style:none;padding:0;margin:18px 0 0;display:grid;gap:10px}
.start-step{display:flex;gap:10px;align-items:baseline;color:var(--muted)}
.start-step[data-state=running]{color:var(--text);font-weight:600}
.start-step[data-state=done]{color:var(--text)}
.start-mark{flex:none;width:1.2em;text-align:center;color:var(--accent-strong)}</style></head>
<body><main class="starting card" role="status" aria-live="polite">
<p class="eyebrow">Vitrine demo</p>
<h1>Starting the emulator</h1>
<p>This page turns into the site by itself as soon as everything is ready.</p>
<div class="progress-bar" role="progressbar" aria-label="Start" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}"><span style="width:${Math.max(percent, 4)}%"></span></div>
<ol class="start-steps">${items}</ol>
</main></body></html>`
}

/** The answer to `request` while the emulator starts: the page for a browser, a 503 for anything else. */
export function startingResponse(request: Request, progress: StartProgress): Response {
  const headers = { 'retry-after': '1', 'cache-control': 'no-store' }
  if (request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html')) {
    const theme = themeFromCookie(request.headers.get('cookie') ?? undefined)
    return new Response(startingPage(progress, theme), {
      status: 503,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
    })
  }
  return startingAnswer(progress)
}
