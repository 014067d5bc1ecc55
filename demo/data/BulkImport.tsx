import { useRef, useState } from 'react'
import { data } from '../client'
import { counted, explainDataError } from './words'
import { parseMovies, sampleCsv } from './parseMovies'

const CHUNK = 100

/** Bulk import of a JSON or CSV file in chunks of 100 `bulkInsert` calls, with a progress bar. */
export function BulkImport({ onImported }: { onImported: (count: number) => void }) {
  const [progress, setProgress] = useState<{ done: number; total: number }>()
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' | 'info' }>()
  const cancelled = useRef(false)
  const importText = async (text: string, fileName?: string) => {
    const { rows, skipped } = parseMovies(text, fileName)
    if (!rows.length) return setMessage({ text: skipped[0] ?? 'The file holds no movies.', tone: 'error' })
    cancelled.current = false
    setMessage(undefined)
    setProgress({ done: 0, total: rows.length })
    let inserted = 0
    try {
      for (let i = 0; i < rows.length && !cancelled.current; i += CHUNK) {
        const result = await data.bulkInsert('Movies', rows.slice(i, i + CHUNK))
        inserted += result.inserted
        setProgress({ done: Math.min(rows.length, i + CHUNK), total: rows.length })
      }
      const extra = skipped.length
        ? ` ${counted(skipped.length, 'row')} ${skipped.length === 1 ? 'was' : 'were'} skipped (${skipped[0]}).`
        : ''
      setMessage({
        text: `${cancelled.current ? 'Stopped: ' : ''}${counted(inserted, 'movie')} imported.${extra}`,
        tone: cancelled.current ? 'info' : 'ok',
      })
    } catch (error) {
      setMessage({ text: explainDataError(error, 'import'), tone: 'error' })
    } finally {
      setProgress(undefined)
      if (inserted) onImported(inserted)
    }
  }
  const percent = progress ? Math.round((progress.done / progress.total) * 100) : 0
  return (
    <section className="card stack" aria-labelledby="import-title">
      <h2 id="import-title">Bulk import</h2>
      <p className="muted small">
        A JSON array or a CSV file with a <code>title,year,genre,rating</code> header, sent 100 rows per{' '}
        <code>bulkInsert</code> call.
      </p>
      <div className="row">
        <label className="button secondary file-button">
          Choose a file…
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-label="Movies file (JSON or CSV)"
            disabled={!!progress}
            onChange={async (e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) await importText(await file.text(), file.name)
            }}
          />
        </label>
        <button
          type="button"
          className="button secondary"
          disabled={!!progress}
          onClick={() => void importText(sampleCsv(1000))}
        >
          Import 1,000 sample rows
        </button>
        {progress && (
          <button type="button" className="link-button" onClick={() => (cancelled.current = true)}>
            Stop
          </button>
        )}
      </div>
      {progress && (
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
        >
          <div className="progress-bar">
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="muted small">
            {progress.done.toLocaleString('en')} of {counted(progress.total, 'row')} ({percent} %)
          </p>
        </div>
      )}
      {message && (
        <p
          className={`notice ${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
          data-testid="import-message"
        >
          {message.text}
        </p>
      )}
    </section>
  )
}
