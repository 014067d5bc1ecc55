import { useEffect, useState } from 'react'
import { data } from '../client'

interface GenreRow {
  genre: string
  count: number
  avgRating: number
}

/** Movies per genre and their average rating, from one `aggregate` call, as a bar chart. */
export function GenreChart({ version }: { version: number }) {
  const [rows, setRows] = useState<GenreRow[]>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    let current = true
    data
      .aggregate('Movies')
      .group('genre')
      .count()
      .avg('rating', 'avgRating')
      .descending('count')
      .run()
      .then(
        (result) => {
          if (!current) return
          setRows(
            (result.items as unknown as { _id: unknown; genre?: string; count: number; avgRating: number }[]).map(
              (r) => ({
                genre: String(r.genre ?? (r._id as { genre?: string })?.genre ?? r._id),
                count: r.count,
                avgRating: r.avgRating,
              }),
            ),
          )
        },
        (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
      )
    return () => {
      current = false
    }
  }, [version])
  const max = Math.max(1, ...(rows ?? []).map((r) => r.count))
  return (
    <section className="card" aria-labelledby="chart-title">
      <h2 id="chart-title">Movies per genre</h2>
      <p className="muted small">One aggregate call: group by genre, count, average rating.</p>
      {error && <p className="notice error">{error}</p>}
      {!rows && !error && <div className="progress-bar indeterminate" aria-label="Loading the chart" />}
      {rows && (
        <ul className="bars" data-testid="genre-chart">
          {rows.map((row) => (
            <li key={row.genre}>
              <span className="bar-label">{row.genre}</span>
              <span className="bar-track">
                <span className="chart-bar" style={{ width: `${(row.count / max) * 100}%` }} />
              </span>
              <span className="bar-value" data-testid={`genre-${row.genre}`}>
                {row.count.toLocaleString('en')} · ★ {Number(row.avgRating ?? 0).toFixed(1)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
