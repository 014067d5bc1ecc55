import { CAPTION_PADDING } from '../../../core/document/constants'

/** Styles of the media blocks (image, gallery, video, audio, GIF, file and media spoilers). */
export const mediaCss =
  '.vt-media{margin:16px auto;max-width:100%;position:relative;clear:both}' +
  '.vt-m-left{margin-inline:0 auto}.vt-m-right{margin-inline:auto 0}' +
  '.vt-m-wrap{clear:none}.vt-m-wrap.vt-m-left{float:left;margin:8px 24px 8px 0}.vt-m-wrap.vt-m-right{float:right;margin:8px 0 8px 24px}' +
  '.vt-image img,.vt-gif img{display:block;max-width:100%;height:auto}.vt-image.vt-m-fill img{width:100%}' +
  `.vt-media figcaption{padding:${CAPTION_PADDING}px 0;font-size:14px;text-align:center;color:var(--vt-text-low,inherit)}` +
  '.vt-m-expand{all:unset;display:block;cursor:zoom-in;width:100%}.vt-m-expand:focus-visible,.vt-g-item:focus-visible{outline:2px solid var(--vt-action,#116dff);outline-offset:2px}' +
  '.vt-m-frame{display:block;position:relative;width:100%;background:#111;border-radius:4px;overflow:clip}' +
  '.vt-m-frame>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
  '.vt-play{position:absolute;inset:0;margin:auto;width:68px;height:68px;border-radius:50%;border:0;background:rgba(0,0,0,.6);color:#fff;cursor:pointer;display:grid;place-items:center}' +
  '.vt-play:hover,.vt-play:focus-visible{background:var(--vt-action,#116dff)}.vt-play svg{width:28px;height:28px;margin-inline-start:4px}' +
  '.vt-duration{position:absolute;inset-inline-end:8px;bottom:8px;padding:2px 6px;border-radius:3px;background:rgba(0,0,0,.7);color:#fff;font-size:12px}' +
  // media spoilers
  '.vt-ms{position:relative;overflow:clip;border-radius:4px}.vt-ms-content{filter:blur(var(--vt-ms-blur,16px));transform:scale(1.04)}' +
  '.vt-ms-small{--vt-ms-blur:8px}.vt-ms-medium{--vt-ms-blur:16px}.vt-ms-large{--vt-ms-blur:28px}' +
  '.vt-ms-overlay{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:16px;background:rgba(0,0,0,.3);color:#fff;text-align:center}' +
  '.vt-ms-desc{margin:0;font-size:16px;max-width:40ch;text-shadow:0 1px 3px rgba(0,0,0,.6)}.vt-ms-reduced .vt-ms-desc{display:none}' +
  '.vt-ms-btn{font:inherit;font-size:14px;font-weight:600;padding:8px 22px;border-radius:999px;border:1px solid #fff;background:rgba(0,0,0,.4);color:#fff;cursor:pointer}' +
  '.vt-ms-btn:hover,.vt-ms-btn:focus-visible{background:#fff;color:#111}' +
  // GIF and file
  '.vt-gif video,.vt-gif img{display:block;width:100%;height:auto}' +
  '.vt-file{display:flex;align-items:center;gap:12px;padding:12px 16px;border:1px solid rgba(0,0,0,.15);border-radius:6px;background:var(--vt-bg,#fff)}' +
  '.vt-file-icon{flex:none;width:36px;height:44px;border-radius:4px;background:var(--vt-action,#116dff);color:var(--vt-bg,#fff);display:grid;place-items:center;font-size:10px;font-weight:700;letter-spacing:.03em}' +
  '.vt-file-text{flex:1;min-width:0}.vt-file-name{display:block;font-weight:600;overflow:clip;text-overflow:ellipsis;white-space:nowrap}' +
  '.vt-file-meta{display:block;font-size:13px;opacity:.7}.vt-file a{flex:none;font-size:14px;font-weight:600;text-decoration:none;padding:6px 12px;border-radius:4px;border:1px solid currentColor}' +
  // gallery
  '.vt-gallery{position:relative;width:100%}.vt-g-item{all:unset;box-sizing:border-box;position:absolute;overflow:clip;cursor:zoom-in;background:#eee}' +
  '.vt-g-item img{width:100%;height:100%;object-fit:cover;display:block}.vt-g-static{cursor:default}' +
  '.vt-g-video::after{content:"";position:absolute;inset:0;margin:auto;width:0;height:0;border-style:solid;border-width:14px 0 14px 24px;border-color:transparent transparent transparent #fff;filter:drop-shadow(0 1px 3px rgba(0,0,0,.6))}' +
  // audio
  '.vt-audio{display:flex;align-items:center;gap:16px;padding:16px;border:1px solid rgba(0,0,0,.12);border-radius:8px;background:var(--vt-bg,#fff);font-size:14px}' +
  '.vt-audio .vt-audio-cover{flex:none;width:88px;height:88px;object-fit:cover;border-radius:4px}.vt-audio-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:8px}' +
  '.vt-audio-name{font-weight:600;font-size:16px;overflow:clip;text-overflow:ellipsis;white-space:nowrap}.vt-audio-author{opacity:.7}' +
  '.vt-audio-row{display:flex;align-items:center;gap:10px}.vt-audio-row input[type=range]{flex:1;min-width:40px;accent-color:var(--vt-action,#116dff)}' +
  '.vt-abtn{flex:none;position:relative;display:grid;place-items:center;width:32px;height:32px;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer;font:inherit}' +
  '.vt-abtn:hover,.vt-abtn:focus-visible{background:rgba(0,0,0,.08)}.vt-abtn svg{width:20px;height:20px}' +
  '.vt-abtn.vt-aplay{width:40px;height:40px;background:var(--vt-action,#116dff);color:var(--vt-bg,#fff)}.vt-abtn.vt-aplay:hover{filter:brightness(1.1)}' +
  '.vt-atime{font-variant-numeric:tabular-nums;white-space:nowrap;opacity:.8}.vt-avol{width:72px;flex:none!important}' +
  '.vt-audio-embed{display:block;width:100%;border:0;border-radius:8px}' +
  // A narrow player (a phone's column) wraps instead of overflowing: the seek bar takes its own line
  // above the buttons, the buttons wrap, and the cover shrinks, then goes, so every control stays reachable.
  '.vt-audio{container:vt-audio/inline-size}' +
  '@container vt-audio (max-width:600px){.vt-audio-row{flex-wrap:wrap;gap:6px 4px}' +
  '.vt-audio-row>input[type=range]:not(.vt-avol){order:-1;flex:1 1 100%}.vt-atime{margin-inline-end:auto}' +
  '.vt-audio .vt-audio-cover.vt-audio-cover{width:64px;height:64px}.vt-avol{width:56px}}' +
  '@container vt-audio (max-width:420px){.vt-audio .vt-audio-cover.vt-audio-cover{display:none}}'
