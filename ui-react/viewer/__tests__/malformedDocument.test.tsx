// @vitest-environment happy-dom
import { describe, expect, expectTypeOf, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { StrictMode } from 'react'
import { RichContentViewer, type RichContentViewerProps } from '../../../entries/reactViewer'
import type { RichContentInput } from '../../../core/document'
import { mountRootPerTest } from './mountRootPerTest'
import { recordingLogger } from './markup'

/* A content value that is not a document never gives an empty viewer silently (issue 28). */

const dom = mountRootPerTest()
const doc = { nodes: [{ type: 'PARAGRAPH', id: 'p', nodes: [{ type: 'TEXT', textData: { text: 'Hello there' } }] }] }
const NOTICE = 'This content could not be displayed.'

const MALFORMED: [string, unknown, string][] = [
  ['null', null, 'DOCUMENT_MISSING'],
  ['an HTML string', '<p>Hello there</p>', 'DOCUMENT_NOT_JSON'],
  ['{ document: doc }', { document: doc }, 'DOCUMENT_WRAPPED'],
  [
    'Draft.js raw content',
    { blocks: [{ key: 'a', text: 'Hello there', type: 'unstyled' }], entityMap: {} },
    'DOCUMENT_DRAFT_JS',
  ],
  ['an object without nodes', { title: 'Post' }, 'DOCUMENT_WITHOUT_NODES'],
]

describe('RichContentViewer with a content that is not a document', () => {
  it.each(MALFORMED)('shows a notice for %s, logs one line and calls onError once', async (_name, content, code) => {
    const logger = recordingLogger()
    const errors: { code?: string; message?: string }[] = []
    const props = {
      content: content as RichContentInput,
      injectStyles: false,
      logger,
      onError: (error: unknown) => void errors.push(error as { code: string; message: string }),
    }
    // Server markup: the notice is there without JavaScript.
    expect(renderToString(<RichContentViewer {...props} />)).toContain(`role="alert">${NOTICE}</p>`)
    // In the browser, under StrictMode (effects run twice) and after two more renders with the same value.
    dom.render(
      <StrictMode>
        <RichContentViewer {...props} />
      </StrictMode>,
    )
    dom.render(
      <StrictMode>
        <RichContentViewer {...props} content={structuredClone(content) as RichContentInput} />
      </StrictMode>,
    )
    await dom.settle(() => errors.length > 0)
    await dom.settle(() => false, 5)
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(NOTICE)
    expect(dom.container.querySelector('.vt-viewer')?.textContent).toBe(NOTICE)
    expect(errors.map((e) => e.code)).toEqual([code])
    expect(logger.errors).toEqual([errors[0]!.message])
    expect(errors[0]!.message).toMatch(/^Vitrine viewer: content /)
  })

  it('renders the JSON text of a document as the document, with no error', async () => {
    const logger = recordingLogger()
    const errors: unknown[] = []
    dom.render(<RichContentViewer content={JSON.stringify(doc)} logger={logger} onError={(e) => errors.push(e)} />)
    await dom.settle(() => false, 5)
    expect(dom.container.querySelector('p')?.textContent).toBe('Hello there')
    expect([errors, logger.errors]).toEqual([[], []])
  })

  it('reports again when the content changes to another malformed value', async () => {
    const logger = recordingLogger()
    dom.render(<RichContentViewer content={null as unknown as RichContentInput} logger={logger} />)
    await dom.settle(() => logger.errors.length === 1)
    dom.render(<RichContentViewer content={doc} logger={logger} />)
    expect(dom.container.querySelector('p')?.textContent).toBe('Hello there')
    dom.render(<RichContentViewer content="<p>Hi</p>" logger={logger} />)
    await dom.settle(() => logger.errors.length === 2)
    expect(logger.errors.map((line) => line.split(':')[1]!.trim())).toEqual([
      'content is null',
      'content is an HTML string, not a document',
    ])
  })
})

describe('the content prop type', () => {
  // Checked by the type checker: were `content` loosely typed again, each `@ts-expect-error` below would
  // be unused, which fails the typecheck.
  it("takes a document (the README's TEXT example as written) or its JSON text, and refuses other values", () => {
    expectTypeOf<RichContentViewerProps['content']>().toEqualTypeOf<RichContentInput | string>()
    const readme = { nodes: [{ type: 'PARAGRAPH', id: 'p1', nodes: [{ type: 'TEXT', textData: { text: 'Hello' } }] }] }
    const refused = [
      // @ts-expect-error null is not a document
      <RichContentViewer key="null" content={null} />,
      // @ts-expect-error a wrapped document is not a document
      <RichContentViewer key="wrapped" content={{ document: readme }} />,
      // @ts-expect-error Draft.js raw content is not a document
      <RichContentViewer key="draft" content={{ blocks: [], entityMap: {} }} />,
      // @ts-expect-error a number is not a document
      <RichContentViewer key="number" content={42} />,
    ]
    expect(refused).toHaveLength(4)
    expect(renderToString(<RichContentViewer content={readme} injectStyles={false} />)).toContain('Hello')
  })
})
