import migration from '../../fixtures/documents/ricos/content/migration-content.json'
import collapsible from '../../fixtures/documents/ricos/schema-examples/collapsible-list.json'
import table from '../../fixtures/documents/ricos/schema-examples/table.json'
import spoiler from '../../fixtures/documents/ricos/schema-examples/spoiler.json'
import anchor from '../../fixtures/documents/ricos/schema-examples/anchor.json'
import decorations from '../../fixtures/documents/ricos/schema-examples/decorations.json'
import { generateDocument } from '../../fixtures/documents/generate'

/** Real documents (and one generated) that the hydration browser test server-renders and hydrates, with viewer props. */
export const HYDRATION_CASES: Record<string, { content: unknown; locale?: string }> = {
  migration: { content: migration },
  collapsible: { content: collapsible },
  table: { content: table },
  spoiler: { content: spoiler },
  anchor: { content: anchor },
  decorations: { content: decorations },
  generated: { content: generateDocument(600, 3) },
  rtl: { content: migration, locale: 'he' },
  hebrewTable: { content: table, locale: 'he' },
  /** The client side of the control case: its server markup comes from another document. */
  mismatch: { content: generateDocument(40, 9) },
}
