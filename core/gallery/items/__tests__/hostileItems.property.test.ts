// Hostile gallery items: every style value an item carries into its rendered form (the text item's
// background colour, its sides) passes the viewer's colour rule or is a number, so no inline style
// built from an item holds a declaration break, a url() or a position; each refused value is
// logged once, naming the item.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../../../adapters/memory'
import { createRenderedItem } from '../createRenderedItem'
import { toItemDto } from '../toItemDto'

const box = { id: 'x', idx: 0, offset: { top: 0, left: 0 }, width: 200, height: 100 }

const injection = fc.constantFrom(
  '#fff;position:fixed;inset:0;z-index:9999;background-image:url(https://evil.example/x)',
  'red;position:fixed',
  'url(https://evil.example/a.png)',
  'rgb(1,2,3);background:url(//evil.example)',
  'expression(alert(1))',
  '#fff}body{display:none',
  '#fff</style><script>alert(1)</script>',
  'var(--x);top:0',
  '#fff\\;position:fixed',
  'transparent /* */ ; left:0',
  'rgba(0,0,0,.5)',
  '#abcdef',
  'transparent',
)
const garbage = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
const color = fc.oneof(injection, garbage)
const sideValue = fc.oneof(fc.integer({ min: -10, max: 4000 }), fc.constantFrom(Number.NaN, Infinity, '12px;top:0'))
const item = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  mediaUrl: fc.constantFrom('ab_1.jpg', '/img/0.svg'),
  width: fc.nat(4000),
  height: fc.nat(4000),
  metaData: fc.record(
    {
      type: fc.constantFrom('text', 'image', 'html'),
      html: fc.constant('<p>x</p>'),
      textStyle: fc.oneof(
        fc.record({ backgroundColor: color, width: sideValue, height: sideValue }, { requiredKeys: [] }),
        garbage,
      ),
    },
    { requiredKeys: ['textStyle'] },
  ),
})

const FORBIDDEN = [';', 'url(', 'position', '{', '}', '<', '>', '\\', '/*', 'expression', 'var(']

describe('hostile gallery items (property)', () => {
  it('no style value of a rendered item carries CSS beyond one colour or number; each refusal is logged once', () => {
    fc.assert(
      fc.property(item, (raw) => {
        const logger = recordingLogger()
        const dto = toItemDto(raw, logger)
        const rendered = createRenderedItem(dto, box, { logger })
        for (const value of Object.values(rendered.style)) {
          if (typeof value === 'number') continue
          for (const bad of FORBIDDEN) expect(String(value).toLowerCase()).not.toContain(bad)
        }
        for (const value of Object.values(dto.textStyle ?? {})) {
          if (typeof value === 'number') expect(Number.isFinite(value) && value > 0).toBe(true)
          else for (const bad of FORBIDDEN) expect(String(value).toLowerCase()).not.toContain(bad)
        }
        // One warning per refused style value, naming the item.
        const style = raw.metaData.textStyle as Record<string, unknown> | null
        const refused =
          style !== null && typeof style === 'object'
            ? (['backgroundColor', 'width', 'height'] as const).filter(
                (k) =>
                  k in style &&
                  style[k] !== undefined &&
                  style[k] !== null &&
                  style[k] !== '' &&
                  (dto.textStyle as Record<string, unknown>)[k] === undefined,
              ).length
            : 0
        const warnings = logger.messages('warn').filter((m) => m.includes('textStyle'))
        expect(warnings).toHaveLength(refused)
      }),
      { numRuns: 500 },
    )
  })

  it("drops the probe's background colour and keeps a valid one", () => {
    const logger = recordingLogger()
    const hostile = toItemDto(
      {
        id: 't1',
        metaData: {
          type: 'text',
          html: '<p>x</p>',
          textStyle: { backgroundColor: '#fff;position:fixed;inset:0;background-image:url(https://evil.example/x)' },
        },
      },
      logger,
    )
    expect(createRenderedItem(hostile, box).style.bgColor).toBe('')
    expect(logger.messages('warn')).toEqual([
      'Item "t1": textStyle.backgroundColor dropped: "#fff;position:fixed;inset:0;background-image:url(https://ev is not a valid color: use hex, transparent, rgb or rgba',
    ])
    const fine = toItemDto({
      id: 't2',
      metaData: { type: 'text', html: 'x', textStyle: { backgroundColor: ' #EEE ' } },
    })
    expect(createRenderedItem(fine, box).style.bgColor).toBe('#EEE')
  })
})
