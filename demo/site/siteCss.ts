import { VIEWER_THEMES, type ThemeName } from './theme'

// The viewer's custom properties from the site's palettes: a viewer anywhere on the page (and its
// menus and dialogs) takes the site's colours, also when the page follows the system's theme.
const viewerTokens = (theme: ThemeName) => {
  const p = VIEWER_THEMES[theme].palette!
  return `--vt-text:${p.textColor};--vt-bg:${p.bgColor};--vt-action:${p.actionColor};--vt-disabled:${p.disabledColor};--vt-text-low:${p.textColorLow};`
}
const DARK = `--bg:#0e1016;--surface:#161922;--surface-2:#1d212c;--text:#e7e9ef;--muted:#9aa1b2;
--line:#2a2f3b;--accent:#8c80ff;--accent-strong:#6d5ef0;--accent-soft:#25224a;--link:var(--accent);--ok:#4ccf8f;--ok-soft:#12301f;
--warn:#f0b354;--warn-soft:#33260e;--err:#ff8a7a;--err-soft:#3a1714;--shadow:0 1px 2px #0006,0 8px 24px -12px #000c;
--vg-text:var(--text);--vg-info-bg:var(--surface-2);--vg-placeholder:var(--surface-2);
${viewerTokens('dark')}color-scheme:dark`

/**
 * The demo site's stylesheet (inlined in the page's <head>): colour tokens for the light and dark
 * themes (dark when the visitor chose it on `html[data-theme]`, or chose nothing and the system prefers
 * dark), fluid type, the header, cards, forms, tables and progress bars.
 */
export const siteCss = `
:root{--bg:#f6f6f3;--surface:#fff;--surface-2:#f0f0ec;--text:#1d2129;--muted:#5d6370;--line:#e3e3de;
--accent:#6d5ef0;--accent-strong:#4b3bc9;--accent-soft:#ecebff;--link:var(--accent-strong);--ok:#137a4b;--ok-soft:#e3f5ec;--warn:#9a5b00;
--warn-soft:#fff3dc;--err:#b42318;--err-soft:#fde8e6;--shadow:0 1px 2px #0000000d,0 8px 24px -12px #0000002e;
--radius:14px;--font:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--mono:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;${viewerTokens('light')}color-scheme:light}
html[data-theme=dark]{${DARK}}
@media (prefers-color-scheme:dark){html:not([data-theme=light]){${DARK}}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;accent-color:var(--accent)}
body{margin:0;background:var(--bg);color:var(--text);font:400 clamp(15px,.25vw + 14px,17px)/1.6 var(--font);
-webkit-font-smoothing:antialiased}
a{color:var(--link)}
h1,h2,h3{line-height:1.15;letter-spacing:-.02em;margin:0 0 .5em}
h1{font-size:clamp(2rem,3.2vw + 1rem,3.4rem);font-weight:750}
h2{font-size:clamp(1.4rem,1.4vw + 1rem,2rem);font-weight:700}
h3{font-size:1.15rem;font-weight:650}
code{font-family:var(--mono);font-size:.88em;background:var(--surface-2);padding:.1em .35em;border-radius:6px}
.skip-link{position:absolute;left:-999px;top:8px;background:var(--surface);padding:.5rem 1rem;border-radius:8px;z-index:20}
.skip-link:focus{left:8px}
.site{min-height:100vh;display:flex;flex-direction:column}
.site-header{position:sticky;top:0;z-index:10;background:color-mix(in srgb,var(--bg) 82%,transparent);
backdrop-filter:saturate(1.6) blur(12px);border-bottom:1px solid var(--line)}
.bar{max-width:1240px;margin:0 auto;padding:.6rem clamp(1rem,3vw,2rem);display:flex;align-items:center;gap:1.5rem}
.brand{display:flex;align-items:center;gap:.55rem;font-weight:750;font-size:1.2rem;letter-spacing:-.02em;
color:var(--text)!important;text-decoration:none}
.main-nav ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.main-nav a{display:block;padding:.45rem .8rem;border-radius:999px;color:var(--muted)!important;text-decoration:none;
font-weight:550;font-size:.95rem;white-space:nowrap}
.main-nav a:hover{color:var(--text)!important;background:var(--surface-2)}
.main-nav a[aria-current=page]{color:var(--text)!important;background:var(--surface);box-shadow:var(--shadow)}
.tools{margin-left:auto;display:flex;align-items:center;gap:.5rem}
.icon-button{display:grid;place-items:center;width:38px;height:38px;border-radius:999px;border:1px solid var(--line);
background:var(--surface);color:var(--text);cursor:pointer}
.icon-button:hover{border-color:var(--accent)}
.account-chip{display:flex;align-items:center;gap:.45rem;padding:.35rem .8rem;border-radius:999px;border:1px solid var(--line);
background:var(--surface);color:var(--text)!important;text-decoration:none;font-size:.88rem;font-weight:600}
.account-chip .dot{width:8px;height:8px;border-radius:50%;background:var(--muted)}
.account-chip.is-member .dot{background:var(--ok)}
@media (max-width:760px){.bar{flex-wrap:wrap;gap:.4rem 1rem}.main-nav{order:3;width:100%;overflow-x:auto;
scrollbar-width:none;margin:0 -.25rem}.main-nav ul{justify-content:space-between}.main-nav a{padding:.35rem .6rem;font-size:.88rem}
.wide-only{display:none}}
.site-main{flex:1;width:100%;max-width:1240px;margin:0 auto;padding:clamp(1.25rem,3vw,2.5rem) clamp(1rem,3vw,2rem) 4rem}
.site-footer{border-top:1px solid var(--line);color:var(--muted);font-size:.88rem}
.site-footer p{max-width:1240px;margin:0 auto;padding:1.5rem clamp(1rem,3vw,2rem)}
.page-loading{padding:4rem 0;text-align:center;color:var(--muted)}
.progress-bar{position:relative;height:6px;border-radius:999px;background:var(--surface-2);overflow:hidden}
.progress-bar>span{position:absolute;inset:0 auto 0 0;background:var(--accent);border-radius:inherit;transition:width .2s}
.progress-bar.indeterminate{max-width:240px;margin:0 auto 1rem}
.progress-bar.indeterminate::after{content:"";position:absolute;inset:0;width:40%;background:var(--accent);
border-radius:inherit;animation:slide 1.1s ease-in-out infinite}
@keyframes slide{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.progress-bar.indeterminate::after{animation:none;width:100%;opacity:.5}}
.card{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:clamp(1rem,2.4vw,1.6rem);
box-shadow:var(--shadow)}
.eyebrow{text-transform:uppercase;letter-spacing:.12em;font-size:.75rem;font-weight:700;color:var(--link)}
.lead{font-size:clamp(1.05rem,.6vw + .9rem,1.3rem);color:var(--muted);max-width:44rem}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.45rem;padding:.6rem 1.1rem;border-radius:10px;
border:1px solid transparent;background:var(--accent-strong);color:#fff!important;font:600 .95rem var(--font);
text-decoration:none;cursor:pointer;white-space:nowrap}
.button:hover{filter:brightness(1.08)}.button:disabled{opacity:.55;cursor:not-allowed}
.button.secondary{background:var(--surface);color:var(--text)!important;border-color:var(--line)}
.button.danger{background:var(--err)}
.button.small{padding:.35rem .7rem;font-size:.85rem;border-radius:8px}
.field{display:flex;flex-direction:column;gap:.3rem;font-size:.88rem;font-weight:600;color:var(--muted)}
.field input,.field select,.field textarea,.select{font:400 1rem var(--font);color:var(--text);background:var(--surface);
border:1px solid var(--line);border-radius:10px;padding:.55rem .75rem;min-width:0}
.field input:focus,.field select:focus,.select:focus{outline:2px solid var(--accent);outline-offset:1px;border-color:transparent}
.field .hint{font-weight:400;font-size:.8rem}
.notice{border-radius:10px;padding:.7rem 1rem;font-size:.93rem;margin:.75rem 0}
.notice.error{background:var(--err-soft);color:var(--err)}.notice.ok{background:var(--ok-soft);color:var(--ok)}
.notice.info{background:var(--accent-soft);color:var(--text)}.notice.warn{background:var(--warn-soft);color:var(--warn)}
.muted{color:var(--muted)}
.page-head{margin-bottom:2rem}.page-head p{margin:0}
.grid-2{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr));gap:1.25rem}
/* home */
.hero{display:grid;grid-template-columns:1.1fr 1fr;gap:clamp(1.5rem,4vw,3.5rem);align-items:center;padding:1rem 0 2.5rem}
.hero .actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.hero-art{display:grid;grid-template-columns:repeat(6,1fr);grid-auto-rows:64px;gap:10px}
.hero-art img{width:100%;height:100%;object-fit:cover;border-radius:12px;box-shadow:var(--shadow);display:block}
.hero-art img:nth-child(1){grid-column:span 4;grid-row:span 3}.hero-art img:nth-child(2){grid-column:span 2;grid-row:span 2}
.hero-art img:nth-child(3){grid-column:span 2;grid-row:span 3}.hero-art img:nth-child(4){grid-column:span 2;grid-row:span 2}
.hero-art img:nth-child(5){grid-column:span 2;grid-row:span 2}
@media (max-width:860px){.hero{grid-template-columns:1fr}.hero-art{grid-auto-rows:44px}}
.features{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,250px),1fr));gap:1.1rem;margin:1rem 0 3rem}
.feature{display:flex;flex-direction:column;gap:.4rem;text-decoration:none;color:var(--text)!important;transition:transform .15s}
.feature:hover{transform:translateY(-2px);border-color:var(--accent)}
.feature .icon{width:40px;height:40px;border-radius:10px;display:grid;place-items:center;background:var(--accent-soft);
color:var(--accent-strong);font-size:1.2rem}
.feature p{margin:0;color:var(--muted);font-size:.93rem}.feature .more{margin-top:auto;font-weight:600;color:var(--link);font-size:.9rem}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,200px),1fr));gap:1rem;margin:0;padding:0;list-style:none}
.facts li{border-left:3px solid var(--accent);padding:.2rem 0 .2rem .9rem}.facts strong{display:block;font-size:1.5rem;letter-spacing:-.02em}
.facts span{color:var(--muted);font-size:.9rem}
.journal{margin:0 0 2rem}.journal ul{margin:0;padding-left:1.1rem}
/* article */
.article-layout{display:grid;grid-template-columns:minmax(0,760px) 260px;justify-content:center;gap:3rem;align-items:start}
.article-layout>aside{position:sticky;top:90px}
@media (max-width:980px){.article-layout{grid-template-columns:minmax(0,1fr)}.article-layout>aside{position:static;order:-1}.toc{display:none}}
.reading{max-width:760px}
.article-header h1{margin-bottom:.3em}.byline{display:flex;flex-wrap:wrap;gap:.3rem 1rem;color:var(--muted);font-size:.92rem;margin:0 0 2rem}
.article-tools{display:flex;flex-direction:column;gap:1rem}
.article-tools .field select{width:100%}
.toc{font-size:.9rem}.toc ol{margin:.3rem 0 0;padding-left:1.1rem}.toc li{margin:.15rem 0}.toc a{color:var(--muted)!important;text-decoration:none}
.toc a:hover{color:var(--text)!important}
#article [id^=viewer-]{scroll-margin-top:84px}
#article{overflow-x:clip}
/* tables and lists of data */
.table-wrap{position:relative;overflow-x:auto;border:1px solid var(--line);border-radius:12px}
table.data{width:100%;border-collapse:collapse;font-size:.93rem}
table.data th,table.data td{text-align:start;padding:.5rem .6rem;border-bottom:1px solid var(--line);white-space:nowrap}
table.data th{font-size:.78rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);background:var(--surface-2)}
table.data tr:last-child td{border-bottom:0}
@media (max-width:640px){table.data thead{display:none}table.data,table.data tbody{display:block}
table.data tr{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem .7rem;padding:.75rem .9rem;border-bottom:1px solid var(--line)}
table.data tr:last-child{border-bottom:0}table.data td{padding:0;border:0;color:var(--muted)}
table.data td.title-cell{flex-basis:100%;color:var(--text);font-size:1rem}table.data td:last-child{margin-inline-start:auto}}
.toolbar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
.pager{display:flex;flex-wrap:wrap;align-items:center;gap:.6rem;margin-top:1rem}
.stack{display:flex;flex-direction:column;gap:1rem}.stack>*{min-width:0}.row{display:flex;flex-wrap:wrap;gap:.6rem;align-items:center}
.small{font-size:.85rem}.empty{color:var(--muted);text-align:center;padding:2rem 1rem;border:1px dashed var(--line);border-radius:12px}
.link-button{background:none;border:0;color:var(--link);font:600 .92rem var(--font);cursor:pointer;padding:.3rem}
/* sign-in */
.signin-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,.9fr);gap:1.5rem;align-items:start}
@media (max-width:860px){.signin-layout{grid-template-columns:minmax(0,1fr)}}
.tabs{display:flex;gap:.25rem;padding:.25rem;background:var(--surface-2);border-radius:12px}
.tab{flex:1;border:0;background:none;padding:.55rem .5rem;border-radius:9px;font:600 .92rem var(--font);color:var(--muted);cursor:pointer}
.tab[aria-selected=true]{background:var(--surface);color:var(--text);box-shadow:var(--shadow)}
.code-input{font:600 1.6rem var(--mono)!important;letter-spacing:.4em;max-width:12ch}
.mail-head{display:flex;justify-content:space-between;align-items:baseline;gap:1rem}.mail-head h2{margin:0}
.mail-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.mail{border:1px solid var(--line);border-radius:12px;padding:.8rem 1rem;background:var(--surface-2)}
.mail p{margin:.2rem 0}.mail-subject{display:flex;justify-content:space-between;gap:1rem}.mail-subject time{color:var(--muted);font-size:.8rem}
.mail-code{display:flex;align-items:center;justify-content:space-between;gap:1rem;margin-top:.4rem;flex-wrap:wrap}
.mail-code [data-testid=mail-code]{font:700 1.5rem var(--mono);letter-spacing:.25em;color:var(--link)}
.member-head{display:flex;gap:1rem;align-items:center}.member-head h2{margin:0}.member-head p{margin:0}
.avatar{width:52px;height:52px;border-radius:50%;display:grid;place-items:center;background:var(--accent-strong);color:#fff;font-weight:700;font-size:1.3rem}
.facts-list{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0;font-size:.92rem}.facts-list dt{color:var(--muted)}.facts-list dd{margin:0}
/* data */
/* The movies table with a member's Edit and Delete fits without scrolling sideways from 1024 px: one
column below 1180 px, two thirds of the page beside the chart above. */
.data-layout{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:1.5rem;align-items:start}
@media (max-width:1180px){.data-layout{grid-template-columns:minmax(0,1fr)}}
.toolbar .field{flex:0 1 auto}.grow{flex:1 1 180px!important}.toolbar .field input,.toolbar .field select{width:100%}
.title-cell{font-weight:600;white-space:normal!important;min-width:18ch}.row-actions{display:flex;gap:.4rem;justify-content:flex-end}
.pill{display:inline-block;padding:.1rem .55rem;border-radius:999px;background:var(--accent-soft);font-size:.8rem;font-weight:600}
.loading-fade{opacity:.55;transition:opacity .2s}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:1300px){.hide-narrow{display:none}}
.movie-form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}.movie-form .full{flex-basis:100%;margin:0}
.bars{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.55rem}
.bars li{display:grid;grid-template-columns:7.5rem 1fr auto;gap:.6rem;align-items:center;font-size:.9rem}
.bar-track{height:12px;background:var(--surface-2);border-radius:999px;overflow:hidden}
.chart-bar{display:block;height:100%;background:linear-gradient(90deg,var(--accent),var(--accent-strong));border-radius:inherit}
.bar-value{color:var(--muted);font-variant-numeric:tabular-nums;white-space:nowrap}
.file-button{position:relative;overflow:hidden}.file-button input{position:absolute;inset:0;opacity:0;cursor:pointer}
/* gallery */
.gallery-layout{display:grid;grid-template-columns:260px minmax(0,1fr);gap:1.5rem;align-items:start;margin-bottom:3rem}
@media (max-width:900px){.gallery-layout{grid-template-columns:minmax(0,1fr)}}
.gallery-settings{display:flex;flex-direction:column;gap:.8rem;position:sticky;top:84px;
max-height:calc(100vh - 100px);overflow-y:auto;overscroll-behavior:contain}
@media (max-width:900px){.gallery-settings{position:static;max-height:none;display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr))}}
.gallery-settings .field select,.gallery-settings .field input{width:100%}
.toggles{display:flex;flex-wrap:wrap;gap:.4rem 1rem}.toggle{display:flex;align-items:center;gap:.4rem;font-size:.9rem;font-weight:600}
.gallery-stage{min-width:0}
.gallery-tabs{max-width:780px;margin:0 0 1.5rem}
.gallery-frame{min-width:0}.gallery-frame.one-row{height:min(68vh,620px)}
`
