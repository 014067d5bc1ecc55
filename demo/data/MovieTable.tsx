import { useState } from 'react'
import type { Movie } from './movies'

/** Props of {@link MovieTable}. */
export interface MovieTableProps {
  readonly movies: readonly Movie[]
  readonly busy: boolean
  /** Whether Edit and Delete are offered: only to members (the service decides whose movie it is). */
  readonly canChange: boolean
  readonly onEdit: (movie: Movie) => void
  readonly onDelete: (movie: Movie) => void
}

/** The page of movies, with Edit and a two-step Delete per row for members. */
export function MovieTable({ movies, busy, canChange, onEdit, onDelete }: MovieTableProps) {
  const [confirming, setConfirming] = useState<string>()
  if (!movies.length) return <p className="empty">No movie matches these filters.</p>
  return (
    <div className="table-wrap">
      <table className="data" data-testid="movies">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Year</th>
            <th scope="col">Genre</th>
            <th scope="col">Rating</th>
            <th scope="col" className="hide-narrow">
              Director
            </th>
            {canChange && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {movies.map((movie) => (
            <tr key={movie._id}>
              <td className="title-cell">{movie.title}</td>
              <td>{movie.year}</td>
              <td>
                <span className="pill">{movie.genre}</span>
              </td>
              <td>{movie.rating === undefined ? '–' : `★ ${movie.rating.toFixed(1)}`}</td>
              <td className="hide-narrow">{movie.director ?? '–'}</td>
              {canChange && (
                <td>
                  <div className="row-actions">
                    {confirming === movie._id ? (
                      <>
                        <button
                          type="button"
                          className="button small danger"
                          disabled={busy}
                          onClick={() => {
                            setConfirming(undefined)
                            onDelete(movie)
                          }}
                        >
                          Delete for good
                        </button>
                        <button
                          type="button"
                          className="button small secondary"
                          onClick={() => setConfirming(undefined)}
                        >
                          Keep
                        </button>
                      </>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="button small secondary"
                          onClick={() => onEdit(movie)}
                          aria-label={`Edit ${movie.title}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button small secondary"
                          onClick={() => setConfirming(movie._id)}
                          aria-label={`Delete ${movie.title}`}
                        >
                          Delete
                        </button>
                      </>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
