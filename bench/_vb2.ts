import { viewerInitialBundle } from './viewer.bench'
const r = await viewerInitialBundle()
console.log(r.gzipBytes, (r.gzipBytes / 1024).toFixed(2), r.files)
