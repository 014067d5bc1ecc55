import base from './viewer.css' with { type: 'text' }
import cards from './cards/cards.css' with { type: 'text' }
import media from './media/media.css' with { type: 'text' }

/**
 * The viewer CSS as a string (rendered in a `<style>` by default; pass `injectStyles={false}` and ship it
 * yourself, or link `vitrine/styles.css`): viewer.css, then the card and the media nodes' sheets. Font
 * sizes, colours and custom styles come from custom properties set on the root, so one stylesheet serves
 * every theme and device.
 */
export const viewerCss: string = /* @__PURE__ */ [base, cards, media].join('')
