/** The document the Chromium test serves: anchors, spoilers, a collapsible list and every text node kind. */
const t = (text: string, decorations: unknown[] = []) => ({ type: 'TEXT', id: '', textData: { text, decorations } })
const p = (id: string, ...nodes: unknown[]) => ({ type: 'PARAGRAPH', id, nodes })

const filler = Array.from({ length: 60 }, (_, i) => p(`f${i}`, t(`Filler paragraph ${i} to make the page scroll.`)))

export const browserDocument = {
  nodes: [
    { type: 'HEADING', id: 'top', headingData: { level: 1 }, nodes: [t('Viewer in Chromium')] },
    p(
      'links',
      t('Jump to the end', [{ type: 'ANCHOR', anchorData: { anchor: 'end' } }]),
      t(' or read a '),
      t('secret', [{ type: 'SPOILER', spoilerData: { id: 's1' } }]),
      t(' twice: '),
      t('secret again', [{ type: 'SPOILER', spoilerData: { id: 's1' } }]),
    ),
    {
      type: 'COLLAPSIBLE_LIST',
      id: 'faq',
      collapsibleListData: { expandOnlyOne: true, initialExpandedItems: 'FIRST' },
      nodes: [1, 2, 3].map((n) => ({
        type: 'COLLAPSIBLE_ITEM',
        id: `q${n}`,
        nodes: [
          { type: 'COLLAPSIBLE_ITEM_TITLE', id: `qt${n}`, nodes: [p(`qtp${n}`, t(`Question ${n}`))] },
          { type: 'COLLAPSIBLE_ITEM_BODY', id: `qb${n}`, nodes: [p(`qbp${n}`, t(`Answer ${n}`))] },
        ],
      })),
    },
    {
      type: 'BULLETED_LIST',
      id: 'ul',
      nodes: [{ type: 'LIST_ITEM', id: 'li', nodes: [p('lip', t('bold', [{ type: 'BOLD' }]), t(' item'))] }],
    },
    {
      type: 'TABLE',
      id: 'tbl',
      tableData: { rowHeader: true },
      nodes: [{ type: 'TABLE_ROW', id: 'r', nodes: [{ type: 'TABLE_CELL', id: 'c', nodes: [p('cp', t('Cell'))] }] }],
    },
    {
      type: 'IMAGE',
      id: 'img',
      imageData: { image: { src: { url: '/missing.png' }, width: 10, height: 10 }, altText: 'An image' },
    },
    ...filler,
    p('end', t('The end.')),
  ],
}
