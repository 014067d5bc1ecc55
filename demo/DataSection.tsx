import { useMemo, useState, type FormEvent } from 'react'
import { useAuth, useDataMutation, useDataQuery } from '../ui-react'
import { data } from './client'

const GENRES = ['all', 'drama', 'comedy', 'documentary', 'thriller'] as const
type Movie = { _id: string; title: string; year: number; genre: string }

/** The Movies collection through the data client: a filtered, paged query and a members-only insert. */
export function DataSection() {
  const auth = useAuth()
  const [genre, setGenre] = useState<(typeof GENRES)[number]>('all')
  const [title, setTitle] = useState('')
  const [year, setYear] = useState('2024')
  const query = useMemo(() => {
    const base = data.query('Movies').ascending('year').limit(5)
    return genre === 'all' ? base : base.eq('genre', genre)
  }, [genre])
  const movies = useDataQuery(query)
  const add = useDataMutation((movie: Omit<Movie, '_id'>) => data.insert('Movies', movie))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await add.mutate({ title, year: Number(year), genre: genre === 'all' ? 'drama' : genre })
    if (saved) {
      setTitle('')
      await movies.refetch()
    }
  }
  return (
    <section aria-labelledby="data-title" className="card">
      <h2 id="data-title">Data client</h2>
      <label>
        Genre
        <select value={genre} onChange={(e) => setGenre(e.target.value as (typeof GENRES)[number])}>
          {GENRES.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
      </label>
      <p data-testid="movies-status" aria-live="polite">
        {movies.status === 'loading'
          ? 'Loading…'
          : movies.status === 'error'
            ? `Error ${movies.error.code}: ${movies.error.message}`
            : `${movies.totalCount ?? movies.items.length} movies, page ${movies.currentPage === undefined ? 1 : movies.currentPage + 1} of ${Math.max(1, movies.totalPages ?? 1)}`}
      </p>
      <ul data-testid="movies">
        {(movies.items as unknown as Movie[]).map((m) => (
          <li key={m._id}>
            {m.title} ({m.year}, {m.genre})
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={!movies.hasPrev || movies.status === 'loading'}
        onClick={() => void movies.prev()}
      >
        Previous page
      </button>{' '}
      <button
        type="button"
        disabled={!movies.hasNext || movies.status === 'loading'}
        onClick={() => void movies.next()}
      >
        Next page
      </button>
      <form onSubmit={submit} aria-label="Add a movie">
        <label>
          Title <input required value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Year{' '}
          <input type="number" min={1870} max={2100} required value={year} onChange={(e) => setYear(e.target.value)} />
        </label>
        <button type="submit" disabled={add.status === 'loading'}>
          Add movie
        </button>
        {!auth.loggedIn && <small>Members may add movies: a visitor gets the service's permission error.</small>}
      </form>
      {add.status === 'error' && (
        <p role="alert" data-testid="add-error">
          {add.error.code}: {add.error.message}
        </p>
      )}
    </section>
  )
}
