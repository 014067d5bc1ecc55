/**
 * The viewer's own UI strings in English, keyed like the i18n bundles (`core/i18n`), so hosts can pass
 * translated strings through the `messages` prop (e.g. from `useTranslations(locale)`).
 */
export const viewerMessages = {
  spoilerTextReveal: 'Click to reveal the spoiler',
  collapsibleExpand: 'Expand',
  collapsibleCollapse: 'Collapse',
  tableLabel: 'Table',
  imageUntitled: 'Untitled image',
}
/** Keys of the viewer's strings. */
export type ViewerMessageKey = keyof typeof viewerMessages
/** Strings the host may override (any subset). */
export type ViewerMessages = Partial<Record<ViewerMessageKey, string>>
