/**
 * Styles of what voting adds to a poll (the toast and the voters dialog): they ship in the voting chunk
 * (added to the page by {@link useSharedStyle}) rather than in `viewerCss`.
 */
const action = 'var(--vt-action,#116dff)'
const line = '1px solid rgba(0,0,0,.12)'

export const pollVotingCss =
  '.vt-toast{display:block;width:max-content;max-width:90vw;padding:10px 16px;border-radius:6px;background:#222;color:#fff;font-size:14px;box-shadow:0 4px 12px rgba(0,0,0,.25)}' +
  '.vt-poll-voters{width:min(420px,92vw);border:0;border-radius:10px;padding:20px;box-shadow:0 10px 40px rgba(0,0,0,.3)}' +
  '.vt-poll-voters::backdrop{background:rgba(0,0,0,.45)}' +
  '.vt-poll-voters-head{display:flex;justify-content:space-between;align-items:center}.vt-viewer .vt-poll-voters-title{margin:0;font-size:18px;font-weight:700}' +
  '.vt-poll-voters-close{border:0;background:none;font-size:24px;line-height:1;cursor:pointer;padding:4px 8px}' +
  '.vt-viewer .vt-poll-voters-option{margin:4px 0 12px;color:#555;font-size:14px}.vt-viewer .vt-poll-voters-note{margin:8px 0;font-size:14px}.vt-poll-voters-list{list-style:none;margin:0;padding:0}' +
  `.vt-poll-voter{display:flex;align-items:center;gap:12px;padding:8px 0;border-top:${line}}` +
  `.vt-poll-avatar{flex:0 0 36px;height:36px;border-radius:50%;background:#dfe5ee;display:flex;align-items:center;justify-content:center;font-weight:700}` +
  '.vt-poll-voter-name{flex:1}' +
  `.vt-poll-follow{border:1px solid ${action};border-radius:16px;background:none;color:${action};font:inherit;font-size:13px;padding:4px 14px;cursor:pointer}` +
  '.vt-poll-anonymous{color:#555;font-size:14px}'
