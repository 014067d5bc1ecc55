import { useState, type FormEvent } from 'react'
import { GENRES, type Movie } from './movies'

/** Props of {@link MovieForm}. */
export interface MovieFormProps {
  /** The movie being edited; undefined to add one. */
  readonly movie?: Movie
  readonly busy: boolean
  readonly onSave: (values: Omit<Movie, '_id'>) => void
  readonly onCancel?: () => void
}

/** Adds a movie, or edits one: title, year, genre and rating, checked before anything is sent. */
export function MovieForm({ movie, busy, onSave, onCancel }: MovieFormProps) {
  const [title, setTitle] = useState(movie?.title ?? '')
  const [year, setYear] = useState(String(movie?.year ?? 2024))
  const [genre, setGenre] = useState(movie?.genre ?? 'drama')
  const [rating, setRating] = useState(String(movie?.rating ?? 7))
  const [problem, setProblem] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const y = Number(year)
    const r = Number(rating)
    if (!title.trim()) return setProblem('Give the movie a title.')
    if (!Number.isInteger(y) || y < 1888 || y > 2100) return setProblem('The year is a number such as 1994.')
    if (!Number.isFinite(r) || r < 0 || r > 10) return setProblem('The rating goes from 0 to 10.')
    setProblem(undefined)
    onSave({ title: title.trim(), year: y, genre, rating: r })
  }
  const label = movie ? 'Save changes' : 'Add movie'
  return (
    <form
      className="movie-form"
      onSubmit={submit}
      noValidate
      aria-label={movie ? `Edit ${movie.title}` : 'Add a movie'}
    >
      <label className="field grow">
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="field">
        Year
        <input inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} size={5} />
      </label>
      <label className="field">
        Genre
        <select value={genre} onChange={(e) => setGenre(e.target.value)}>
          {GENRES.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
      </label>
      <label className="field">
        Rating
        <input inputMode="decimal" value={rating} onChange={(e) => setRating(e.target.value)} size={4} />
      </label>
      <div className="row">
        <button type="submit" className="button" disabled={busy}>
          {label}
        </button>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {problem && (
        <p className="notice error full" role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
