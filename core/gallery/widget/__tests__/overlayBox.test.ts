import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { overlayBox } from '../overlayBox'

const POSITIONS = ['LEFT', 'RIGHT', 'TOP', 'BOTTOM', 'CENTERED_VERTICALLY', 'CENTERED_HORIZONTALLY'] as const

describe('overlay box', () => {
  it('covers the item by default (LEFT, 100 %, no padding)', () => {
    expect(
      overlayBox({ position: 'LEFT', size: 100, sizeUnits: 'PERCENT', padding: 0, width: 400, height: 300 }),
    ).toEqual({ top: 0, left: 0, width: 400, height: 300 })
  })

  it('honours the size in percent or px and the padding', () => {
    const half = overlayBox({ position: 'RIGHT', size: 50, sizeUnits: 'PERCENT', padding: 10, width: 400, height: 300 })
    expect(half).toEqual({ top: 10, left: 190, width: 200, height: 280 })
    const band = overlayBox({ position: 'BOTTOM', size: 60, sizeUnits: 'PIXEL', padding: 0, width: 400, height: 300 })
    expect(band).toEqual({ top: 240, left: 0, width: 400, height: 60 })
  })

  it('clamps the size to 0 … item size − padding', () => {
    const big = overlayBox({ position: 'TOP', size: 1000, sizeUnits: 'PIXEL', padding: 20, width: 400, height: 300 })
    expect(big.height).toBe(280)
    const negative = overlayBox({
      position: 'LEFT',
      size: -50,
      sizeUnits: 'PIXEL',
      padding: 0,
      width: 400,
      height: 300,
    })
    expect(negative.width).toBe(0)
  })

  it('stays inside the item whatever the options', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...POSITIONS),
        fc.double({ min: -500, max: 5000, noNaN: true }),
        fc.constantFrom('PIXEL' as const, 'PERCENT' as const),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        (position, size, sizeUnits, padding, width, height) => {
          const box = overlayBox({ position, size, sizeUnits, padding, width, height })
          const side =
            position === 'LEFT' || position === 'RIGHT' || position === 'CENTERED_HORIZONTALLY' ? width : height
          const along = side === width ? box.width : box.height
          expect(along).toBeGreaterThanOrEqual(0)
          expect(along).toBeLessThanOrEqual(Math.max(0, side - Math.min(padding, width / 2, height / 2)) + 1e-6)
          expect(box.width).toBeGreaterThanOrEqual(0)
          expect(box.height).toBeGreaterThanOrEqual(0)
          expect(box.left + box.width).toBeLessThanOrEqual(width + 1e-6)
          expect(box.top + box.height).toBeLessThanOrEqual(height + 1e-6)
        },
      ),
    )
  })
})
