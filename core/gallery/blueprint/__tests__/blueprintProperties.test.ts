import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createBlueprintStore } from '../createBlueprintStore'
import type { LayoutLike } from '../blueprintTypes'
import { fakeLayout, hostItems } from './fakes'

const itemsArb = fc.array(
  fc.record({
    itemId: fc.uuid(),
    mediaUrl: fc.constantFrom('a.jpg', 'b.jpg', 'https://x.test/c.png'),
    width: fc.integer({ min: 1, max: 4000 }),
    height: fc.integer({ min: 1, max: 4000 }),
    metadata: fc.record({ title: fc.string(), description: fc.string(), html: fc.string() }),
  }),
  { maxLength: 30 },
)
const optionsArb = fc.record({
  layoutParams: fc.record({
    structure: fc.record({
      itemSpacing: fc.integer({ min: 0, max: 50 }),
      scrollDirection: fc.constantFrom('VERTICAL', 'HORIZONTAL'),
    }),
  }),
})
const containerArb = fc.record({ width: fc.integer({ min: 1, max: 3000 }), height: fc.integer({ min: 0, max: 3000 }) })

describe('blueprint properties', () => {
  it('change detection is reflexive: the same input again never rebuilds', async () => {
    await fc.assert(
      fc.asyncProperty(itemsArb, optionsArb, containerArb, async (items, options, container) => {
        const { calls, deps } = fakeLayout()
        const store = createBlueprintStore<LayoutLike>({ layout: deps })
        await store.request({ items, options, container })
        const first = store.getSnapshot().blueprint
        await store.request(structuredClone({ items, options, container }))
        expect(calls.create + calls.append).toBe(1)
        expect(store.getSnapshot().blueprint).toBe(first)
      }),
      { numRuns: 100 },
    )
  })

  type Op =
    | { kind: 'same' }
    | { kind: 'title'; at: number }
    | { kind: 'alt'; at: number }
    | { kind: 'append'; count: number }
    | { kind: 'width'; width: number }
    | { kind: 'height'; height: number }
    | { kind: 'spacing'; spacing: number }
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.constant({ kind: 'same' as const }),
    fc.nat(50).map((at) => ({ kind: 'title' as const, at })),
    fc.nat(50).map((at) => ({ kind: 'alt' as const, at })),
    fc.integer({ min: 1, max: 3 }).map((count) => ({ kind: 'append' as const, count })),
    fc.constantFrom(600, 980).map((width) => ({ kind: 'width' as const, width })),
    fc.integer({ min: 100, max: 900 }).map((height) => ({ kind: 'height' as const, height })),
    fc.constantFrom(5, 10).map((spacing) => ({ kind: 'spacing' as const, spacing })),
  )

  it('the number of rebuilds equals the number of real changes (vertical gallery)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 25 }), async (ops) => {
        const { calls, deps } = fakeLayout()
        const store = createBlueprintStore<LayoutLike>({ layout: deps })
        let items = hostItems(4)
        let container = { width: 980, height: 500 }
        let spacing = 10
        const options = () => ({ layoutParams: { structure: { itemSpacing: spacing } } })
        await store.request({ items, container, options: options() })
        let real = 1
        for (const op of ops) {
          if (op.kind === 'title') {
            const at = op.at % items.length
            items = items.map((it, i) =>
              i === at ? { ...it, metadata: { ...it.metadata, title: `${it.metadata.title}*` } } : it,
            )
            real++
          } else if (op.kind === 'alt') {
            const at = op.at % items.length
            items = items.map((it, i) =>
              i === at ? { ...it, metadata: { ...it.metadata, alt: 'changed' } as typeof it.metadata } : it,
            )
          } else if (op.kind === 'append') {
            items = [...items, ...hostItems(op.count, `a${items.length}-`)]
            real++
          } else if (op.kind === 'width') {
            if (op.width !== container.width) real++
            container = { ...container, width: op.width }
          } else if (op.kind === 'height') {
            // A vertical, infinitely scrolling gallery sets its own height: not a change.
            container = { ...container, height: op.height }
          } else if (op.kind === 'spacing') {
            if (op.spacing !== spacing) real++
            spacing = op.spacing
          }
          await store.request({ items, container, options: options() })
        }
        expect(calls.create + calls.append).toBe(real)
        expect(store.getSnapshot().builds).toBe(real)
        expect(store.getSnapshot().blueprint.items).toHaveLength(items.length)
      }),
      { numRuns: 150 },
    )
  })
})
