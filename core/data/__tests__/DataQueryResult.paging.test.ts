// A result page's paging facts (Velo's result shape) and how pagingMetadata is read into them.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { AbortSignalLike } from '../../../ports'
import { DataQueryResult, pageInfo, type PageInfo } from '../DataQueryResult'

const info = (patch: Partial<PageInfo> = {}): PageInfo => ({
  pageSize: 10,
  offset: 0,
  hasNext: false,
  hasPrev: false,
  cursors: { next: null, prev: null },
  ...patch,
})
type GoTo = (direction: 'next' | 'prev', signal?: AbortSignalLike) => Promise<DataQueryResult<{ _id: string }>>
const refuse: GoTo = () => Promise.reject(new Error('no paging'))
const result = (patch: Partial<PageInfo> = {}, goTo: GoTo = refuse): DataQueryResult<{ _id: string }> =>
  new DataQueryResult([{ _id: 'a' }], info(patch), 'Movies', goTo)

describe('DataQueryResult', () => {
  it('reads the current page and the number of pages from offset, page size and total', () => {
    const page = result({ offset: 20, pageSize: 10, totalCount: 25, cursors: { next: 'n1', prev: null } })
    expect([page.length, page.pageSize, page.currentPage, page.totalCount, page.totalPages]).toEqual([1, 10, 2, 25, 3])
    expect(page.cursors).toEqual({ next: 'n1', prev: null })
  })

  it('has no number of pages without a total', () => {
    expect(result({ offset: 30 }).totalPages).toBeUndefined()
  })

  it('page arithmetic holds for any offset, page size and total', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.integer({ min: 1, max: 1000 }), fc.nat(100_000), (offset, pageSize, total) => {
        const page = result({ offset, pageSize, totalCount: total })
        expect(page.currentPage).toBe(Math.floor(offset / pageSize))
        expect(page.totalPages).toBe(Math.ceil(total / pageSize))
      }),
    )
  })

  it('next() and prev() without a neighbouring page reject with WDE0165 and WDE0159 naming the collection', async () => {
    await expect(result().next()).rejects.toMatchObject({
      code: 'WDE0165',
      message: 'WDE0165: Invalid query on [Movies]: there is no next page.',
    })
    await expect(result().prev()).rejects.toMatchObject({
      code: 'WDE0159',
      message: 'WDE0159: Invalid query on [Movies]: there is no previous page.',
    })
  })

  it('next() and prev() ask for the page in their direction, passing the signal on', async () => {
    const asked: [string, unknown][] = []
    const signal = { aborted: false, addEventListener() {}, removeEventListener() {} }
    const page = result({ hasNext: true, hasPrev: true }, (direction, s) => {
      asked.push([direction, s])
      return Promise.resolve(result())
    })
    await page.next(signal)
    await page.prev()
    expect(asked).toEqual([
      ['next', signal],
      ['prev', undefined],
    ])
  })
})

describe('pageInfo', () => {
  it("reads the service's offset, total, hasNext and non-empty string cursors", () => {
    expect(
      pageInfo({ offset: 40, total: 95, hasNext: true, cursors: { next: 'c2', prev: 'c0' } }, 20, 0, false),
    ).toEqual({
      pageSize: 20,
      offset: 40,
      totalCount: 95,
      hasNext: true,
      hasPrev: true,
      cursors: { next: 'c2', prev: 'c0' },
    })
  })

  it('falls back to the skip asked for, and drops a total or cursors that are not what they should be', () => {
    expect(
      pageInfo({ offset: '40', total: '95', hasNext: 'yes', cursors: { next: 7, prev: '' } }, 20, 60, false),
    ).toEqual({
      pageSize: 20,
      offset: 60,
      totalCount: undefined,
      hasNext: false,
      hasPrev: true,
      cursors: { next: null, prev: null },
    })
    expect(pageInfo(undefined, 50, 0, false)).toEqual({
      pageSize: 50,
      offset: 0,
      totalCount: undefined,
      hasNext: false,
      hasPrev: false,
      cursors: { next: null, prev: null },
    })
  })

  it('in cursor mode, a previous page exists exactly when the service gave a previous cursor', () => {
    expect(pageInfo({ cursors: { next: 'c2', prev: 'c0' } }, 10, 0, true)).toMatchObject({
      hasPrev: true,
      cursors: { next: 'c2', prev: 'c0' },
    })
    expect(pageInfo({ offset: 30, cursors: { next: 'c2' } }, 10, 0, true)).toMatchObject({
      hasPrev: false,
      cursors: { next: 'c2', prev: null },
    })
    expect(pageInfo({ cursors: { next: true, prev: 5 } }, 10, 0, true).cursors).toEqual({ next: null, prev: null })
  })
})
