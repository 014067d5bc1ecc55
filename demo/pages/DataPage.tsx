import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { useAuth, useDataMutation } from '../../ui-react'
import { data } from '../client'
import { BulkImport } from '../data/BulkImport'
import { GenreChart } from '../data/GenreChart'
import { MovieForm } from '../data/MovieForm'
import { MovieTable } from '../data/MovieTable'
import { DEFAULT_FILTERS, GENRES, moviesQuery, type Movie, type MovieFilters } from '../data/movies'
import { useMoviePages, type PagingMode } from '../data/useMoviePages'
import { counted, explainDataError, pagerStatus, yearFilterProblem } from '../data/words'

/** A pager button: Previous or Next page. */
function PageButton({ label, enabled, onClick }: { label: string; enabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button small secondary" disabled={!enabled} onClick={onClick}>
      {label}
    </button>
  )
}

/** The Movies browser: filters, sorting, offset or cursor paging, writes, bulk import and a chart. */
export default function DataPage() {
  const auth = useAuth()
  const [filters, setFilters] = useState<MovieFilters>(DEFAULT_FILTERS)
  const [mode, setMode] = useState<PagingMode>('offset')
  const [editing, setEditing] = useState<Movie>()
  const [version, setVersion] = useState(0)
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'error' }>()
  const [lastKind, setLastKind] = useState<'add' | 'edit' | 'delete'>('add')
  const query = useMemo(() => moviesQuery(filters), [filters])
  const pages = useMoviePages(query, mode)
  const set = (patch: Partial<MovieFilters>) => setFilters((f) => ({ ...f, ...patch }))
  const changed = (text: string) => {
    setNotice({ text, tone: 'ok' })
    setVersion((v) => v + 1)
    pages.refetch()
  }
  const write = useDataMutation(async (kind: 'add' | 'edit' | 'delete', movie: Partial<Movie>) => {
    if (kind === 'add') return data.insert('Movies', movie)
    if (kind === 'edit') return data.update('Movies', movie)
    return data.remove('Movies', movie._id!)
  })
  const run = async (kind: 'add' | 'edit' | 'delete', movie: Partial<Movie>, done: string) => {
    setNotice(undefined)
    setLastKind(kind)
    write.reset()
    const result = await write.mutate(kind, movie)
    if (result === undefined) return
    if (kind === 'edit') setEditing(undefined)
    changed(done)
  }
  const error = write.error ? explainDataError(write.error, lastKind, auth.loggedIn) : undefined
  const yearProblem = yearFilterProblem(filters.fromYear)
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Data client</p>
        <h1>Movies</h1>
        <p className="lead">
          {(pages.totalCount ?? 0) > 0 ? counted(pages.totalCount!, 'film') : 'Films'} in the emulator&apos;s
          PostgreSQL, read and written through <code>vitrine/data</code> and its hooks.
        </p>
      </header>
      <div className="data-layout">
        <div className="stack">
          <section className="card stack" aria-label="Browse">
            <div className="toolbar">
              <label className="field grow">
                Title contains
                <input
                  value={filters.title}
                  onChange={(e) => set({ title: e.target.value })}
                  placeholder="harbour, moon…"
                />
              </label>
              <label className="field">
                Genre
                <select value={filters.genre} onChange={(e) => set({ genre: e.target.value })}>
                  <option value="">All genres</option>
                  {GENRES.map((g) => (
                    <option key={g}>{g}</option>
                  ))}
                </select>
              </label>
              <label className="field">
                From year
                <input
                  inputMode="numeric"
                  size={5}
                  value={filters.fromYear}
                  aria-invalid={yearProblem ? true : undefined}
                  aria-describedby={yearProblem ? 'year-problem' : undefined}
                  onChange={(e) => set({ fromYear: e.target.value })}
                />
              </label>
              <label className="field">
                Sort by
                <select value={filters.sort} onChange={(e) => set({ sort: e.target.value as MovieFilters['sort'] })}>
                  <option value="year-desc">Newest first</option>
                  <option value="title">Title A–Z</option>
                  <option value="rating-desc">Best rated</option>
                </select>
              </label>
              <label className="field">
                Paging
                <select value={mode} onChange={(e) => setMode(e.target.value as PagingMode)}>
                  <option value="offset">By offset</option>
                  <option value="cursor">By cursor</option>
                </select>
              </label>
            </div>
            {yearProblem && (
              <p className="notice warn" id="year-problem" role="alert">
                {yearProblem}
              </p>
            )}
            {pages.error && (
              <p className="notice error" role="alert">
                {explainDataError(pages.error, 'read')}
              </p>
            )}
            <div className={pages.loading ? 'loading-fade' : undefined} aria-busy={pages.loading}>
              <MovieTable
                movies={pages.items}
                busy={write.status === 'loading'}
                canChange={auth.loggedIn}
                onEdit={(movie) => setEditing(movie)}
                onDelete={(movie) => void run('delete', { _id: movie._id }, `“${movie.title}” was deleted.`)}
              />
            </div>
            <div className="pager">
              <PageButton label="Previous page" enabled={pages.hasPrev && !pages.loading} onClick={pages.prev} />
              <span data-testid="movies-status" aria-live="polite">
                {pages.loading && !pages.items.length
                  ? 'Loading…'
                  : pagerStatus(pages.totalCount ?? pages.items.length, pages.page, pages.totalPages)}
              </span>
              <PageButton label="Next page" enabled={pages.hasNext && !pages.loading} onClick={pages.next} />
            </div>
          </section>
          <section className="card stack" aria-labelledby="write-title">
            <h2 id="write-title">{editing ? `Edit “${editing.title}”` : 'Add a movie'}</h2>
            {!auth.loggedIn && (
              <p className="notice info">
                Visitors may read; members may add movies and change or delete their own.{' '}
                <Link href="/signin">Sign in</Link> to write.
              </p>
            )}
            <MovieForm
              key={editing?._id ?? 'new'}
              movie={editing}
              busy={write.status === 'loading'}
              onCancel={editing ? () => setEditing(undefined) : undefined}
              onSave={(values) =>
                void (editing
                  ? run('edit', { ...editing, ...values }, `“${values.title}” was saved.`)
                  : run('add', values, `“${values.title}” was added.`))
              }
            />
            {(error || notice) && (
              <p
                className={`notice ${error ? 'error' : notice!.tone}`}
                role={error ? 'alert' : 'status'}
                data-testid="write-message"
              >
                {error ?? notice!.text}
              </p>
            )}
          </section>
        </div>
        <div className="stack">
          <GenreChart version={version} />
          <BulkImport onImported={(count) => changed(`${counted(count, 'movie')} imported.`)} />
          <section className="card" aria-labelledby="rules-title">
            <h2 id="rules-title">Who may do what</h2>
            <dl className="facts-list">
              <dt>Read</dt>
              <dd>anyone, visitors included</dd>
              <dt>Add</dt>
              <dd>signed-in members</dd>
              <dt>Edit, delete</dt>
              <dd>the member who added the movie</dd>
            </dl>
          </section>
        </div>
      </div>
    </>
  )
}
