// `node --import ./scripts/cssTextRegister.mjs`: lets Node (with tsx) import component stylesheets as
// text, as the bundlers do (see cssText.mjs).
import { register } from 'node:module'

register('./cssText.mjs', import.meta.url)
