import base from './viewer.css' with { type: 'text' }
import cards from './cards/cards.css' with { type: 'text' }
import media from './media/media.css' with { type: 'text' }
import { textKindCss } from './textKindCss'

/**
 * The viewer CSS as a string (rendered in a `<style>` by default; pass `injectStyles={false}` and ship it
 * yourself, or link `vitrine/styles.css`): viewer.css with the text kinds' rules after its first (the
 * root's) rule, then the card and the media nodes' sheets. Font sizes, colours and custom styles come
 * from custom properties set on the root, so one stylesheet serves every theme and device.
 */
export const viewerCss: string = /* @__PURE__ */ [base.replace('}', `}${textKindCss}`), cards, media].join('')
