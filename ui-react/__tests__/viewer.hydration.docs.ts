import migration from 'ricos-content/dist/statics/json/migratedFixtures/migration-content.json'
import collapsible from 'ricos-schema/dist/cjs/docs-static/examples/collapsible-list.json'
import table from 'ricos-schema/dist/cjs/docs-static/examples/table.json'
import spoiler from 'ricos-schema/dist/cjs/docs-static/examples/spoiler.json'
import anchor from 'ricos-schema/dist/cjs/docs-static/examples/anchor.json'
import decorations from 'ricos-schema/dist/cjs/docs-static/examples/decorations.json'
import { generateDocument } from '../../fixtures/documents/generate'
import type { RichContentInput } from '../../core/document'

/** Real documents (and one generated) that the hydration browser test server-renders and hydrates, with viewer props. */
export const HYDRATION_CASES: Record<string, { content: RichContentInput; locale?: string }> = {
  migration: { content: migration as RichContentInput },
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
