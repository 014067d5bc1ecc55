// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { StrictMode, useState } from 'react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import type { HttpRequest, HttpResponse } from '../../../ports'
import { createDataClient, type DataClient } from '../../../core/data'
import { useDataMutation, useDataQuery } from '../index'

afterEach(cleanup)
const BASE = 'https://h.test'
const ITEMS = Array.from({ length: 5 }, (_, i) => ({ _id: `m${i}`, title: `Movie ${i}` }))

// A fake service paging ITEMS by the request's offset and limit, with a hook to hold answers.
function service(hold?: (request: HttpRequest) => Promise<void>) {
  const http = scriptedHttp().on('GET', /items\/query/, async (request): Promise<HttpResponse> => {
    if (hold) await hold(request)
    const body = JSON.parse(Buffer.from(request.url.split('?.r=')[1], 'base64url').toString('utf8'))
    const { limit, offset } = body.query.paging
    const genre = body.query.filter.genre
    const page = ITEMS.slice(offset, offset + limit).map((d) => ({
      id: d._id,
      dataCollectionId: 'Movies',
      data: { ...d, genre },
    }))
    return jsonResponse({
      dataItems: page,
      pagingMetadata: { count: page.length, offset, total: ITEMS.length, hasNext: offset + limit < ITEMS.length },
    })
  })
  return { http, client: createDataClient({ baseUrl: BASE, http }) }
}

function Movies({ client, genre = 'drama', limit = 2 }: { client: DataClient; genre?: string; limit?: number }) {
  // Rebuilt on every render on purpose: the hook runs it again only when what it asks changes.
  const page = useDataQuery(client.query('Movies').eq('genre', genre).limit(limit))
  return (
    <div>
      <p>{page.status === 'loading' ? 'loading' : 'idle'}</p>
      <p>error {page.status === 'error' ? page.error.code : 'none'}</p>
      <p>total {String(page.totalCount)}</p>
      <ul>
        {page.items.map((m) => (
          <li key={m._id as string}>{`${m.title as string} ${m.genre as string}`}</li>
        ))}
      </ul>
      <button onClick={() => void page.next()} disabled={!page.hasNext}>
        next
      </button>
      <button onClick={() => void page.prev()}>prev</button>
    </div>
  )
}
const titles = () => screen.queryAllByRole('listitem').map((li) => li.textContent)

describe('useDataQuery', () => {
  it('shows loading, then the page; next and prev move through pages', async () => {
    const { http, client } = service()
    render(<Movies client={client} />)
    expect(screen.getByText('loading')).toBeTruthy()
    await waitFor(() => expect(titles()).toEqual(['Movie 0 drama', 'Movie 1 drama']))
    expect(screen.getByText('total 5')).toBeTruthy()
    fireEvent.click(screen.getByText('next'))
    await waitFor(() => expect(titles()).toEqual(['Movie 2 drama', 'Movie 3 drama']))
    fireEvent.click(screen.getByText('next'))
    await waitFor(() => expect(titles()).toEqual(['Movie 4 drama']))
    fireEvent.click(screen.getByText('prev'))
    await waitFor(() => expect(titles()).toEqual(['Movie 2 drama', 'Movie 3 drama']))
    expect(http.requests).toHaveLength(4)
  })
  it('does not run again for an equal query rebuilt on re-render, and works under StrictMode', async () => {
    const { http, client } = service()
    function Parent() {
      const [n, setN] = useState(0)
      return (
        <>
          <button onClick={() => setN(n + 1)}>rerender {n}</button>
          <Movies client={client} />
        </>
      )
    }
    render(
      <StrictMode>
        <Parent />
      </StrictMode>,
    )
    await waitFor(() => expect(titles()).toHaveLength(2))
    const sent = http.requests.length
    fireEvent.click(screen.getByText('rerender 0'))
    fireEvent.click(screen.getByText('rerender 1'))
    await act(async () => {})
    expect(http.requests.length).toBe(sent)
    expect(titles()).toEqual(['Movie 0 drama', 'Movie 1 drama'])
  })
  it('cancels the stale request when the query changes and never shows its answer', async () => {
    const gates: (() => void)[] = []
    const { http, client } = service((request) =>
      request.url.includes('.r=') && gates.length < 5
        ? new Promise<void>((resolve) => gates.push(resolve))
        : Promise.resolve(),
    )
    const view = render(<Movies client={client} genre="drama" />)
    await waitFor(() => expect(http.requests).toHaveLength(1))
    view.rerender(<Movies client={client} genre="crime" />)
    await waitFor(() => expect(http.requests).toHaveLength(2))
    expect(http.requests[0].signal!.aborted).toBe(true)
    expect(http.requests[1].signal!.aborted).toBe(false)
    await act(async () => gates[1]())
    await waitFor(() => expect(titles()).toEqual(['Movie 0 crime', 'Movie 1 crime']))
    await act(async () => gates[0]())
    expect(titles()).toEqual(['Movie 0 crime', 'Movie 1 crime'])
    expect(screen.getByText('error none')).toBeTruthy()
  })
  it('shows a check failure as the error, without a request', async () => {
    const { http, client } = service()
    render(<Movies client={client} limit={0} />)
    await waitFor(() => expect(screen.getByText('error WDE0033')).toBeTruthy())
    expect(http.requests).toHaveLength(0)
  })
})

describe('useDataMutation', () => {
  it('runs a write: loading, then data; a failure shows as error', async () => {
    const http = scriptedHttp()
      // once() answers are taken last-registered first
      .once(
        'POST',
        `${BASE}/wix-data/v2/items`,
        jsonResponse(
          { message: 'denied', details: { applicationError: { code: 'WDE0027', description: 'denied' } } },
          403,
        ),
      )
      .once(
        'POST',
        `${BASE}/wix-data/v2/items`,
        jsonResponse({ dataItem: { id: 'n1', data: { _id: 'n1', title: 'New' } } }),
      )
    const client = createDataClient({ baseUrl: BASE, http })
    function Add() {
      const add = useDataMutation((title: string) => client.insert('Movies', { title }))
      return (
        <div>
          <button onClick={() => void add.mutate('New')}>add</button>
          <p>{add.status === 'loading' ? 'saving' : 'idle'}</p>
          <p>saved {add.data ? String(add.data._id) : 'nothing'}</p>
          <p>failed {add.status === 'error' ? add.error.code : 'no'}</p>
        </div>
      )
    }
    render(<Add />)
    fireEvent.click(screen.getByText('add'))
    expect(screen.getByText('saving')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('saved n1')).toBeTruthy())
    expect(JSON.parse(http.requests[0].body!)).toEqual({
      dataCollectionId: 'Movies',
      dataItem: { data: { title: 'New' } },
    })
    fireEvent.click(screen.getByText('add'))
    await waitFor(() => expect(screen.getByText('failed WDE0027')).toBeTruthy())
  })
})
