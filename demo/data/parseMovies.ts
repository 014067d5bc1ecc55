// Reads a file of movies for the bulk import: a JSON array of objects, or CSV with a header row
// (title,year,genre,rating; quoted fields may hold commas and doubled quotes). A file is JSON when its
// name ends in .json or its text starts with "[" or "{"; each kind gets its own error message. A row
// whose year or rating is not a number is skipped with its reason, never stored with a blank.

/** A movie to import, or why a row was skipped. */
export type ParsedRows = { rows: Record<string, unknown>[]; skipped: string[] }

function csvRecords(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      record.push(field)
      if (record.some((f) => f !== '')) records.push(record)
      record = []
      field = ''
    } else field += c
  }
  record.push(field)
  if (record.some((f) => f !== '')) records.push(record)
  return records
}

const NUMERIC = new Set(['year', 'rating', 'runtime'])

/** A CSV field of a numeric column: its number, undefined when empty, or the text itself when not a number. */
function csvValue(column: string, field: string | undefined): unknown {
  const text = (field ?? '').trim()
  if (!NUMERIC.has(column)) return text
  if (text === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : text
}

/** Parses `text` (JSON or CSV, by the file's name or first character) into movie rows; unusable rows are listed. */
export function parseMovies(text: string, fileName = ''): ParsedRows {
  const skipped: string[] = []
  let raw: unknown
  const trimmed = text.trim()
  if (/\.json$/i.test(fileName) || /^[[{]/.test(trimmed)) {
    try {
      raw = JSON.parse(trimmed)
    } catch (e) {
      return { rows: [], skipped: [`The JSON cannot be read: ${e instanceof Error ? e.message : String(e)}`] }
    }
    if (!Array.isArray(raw)) return { rows: [], skipped: ['The JSON must be an array of movies, [{ "title": … }].'] }
  } else {
    const [header, ...records] = csvRecords(trimmed)
    const columns = header?.map((h) => h.trim()) ?? []
    if (!columns.includes('title')) return { rows: [], skipped: ['The CSV needs a header row naming a title column.'] }
    raw = records.map((r) =>
      Object.fromEntries(
        columns.flatMap((column, i) => {
          const value = csvValue(column, r[i])
          return value === undefined ? [] : [[column, value]]
        }),
      ),
    )
  }
  const rows: Record<string, unknown>[] = []
  ;(raw as unknown[]).forEach((item, i) => {
    const movie = item as Record<string, unknown>
    if (!movie || typeof movie !== 'object' || typeof movie.title !== 'string' || !movie.title.trim())
      return void skipped.push(`Row ${i + 1}: no title`)
    if (!Number.isInteger(movie.year)) return void skipped.push(`Row ${i + 1}: the year is not a number`)
    if (movie.rating !== undefined && movie.rating !== null) {
      if (typeof movie.rating !== 'number' || !Number.isFinite(movie.rating))
        return void skipped.push(`Row ${i + 1}: the rating is not a number`)
      if (movie.rating < 0 || movie.rating > 10)
        return void skipped.push(`Row ${i + 1}: the rating is not from 0 to 10`)
    }
    const { _id: _ignored, ...rest } = movie
    rows.push(rest)
  })
  return { rows, skipped }
}

/** `count` sample movies for the import button, as CSV text (as if a file had been chosen). */
export function sampleCsv(count: number, seed = Date.now() % 100000): string {
  const genres = ['drama', 'comedy', 'documentary', 'thriller', 'romance', 'sci-fi', 'animation', 'western']
  const lines = ['title,year,genre,rating']
  for (let i = 1; i <= count; i++)
    lines.push(
      `"Imported Reel ${seed}-${String(i).padStart(4, '0')}",${1960 + (i % 64)},${genres[i % genres.length]},${(5 + (i % 50) / 10).toFixed(1)}`,
    )
  return lines.join('\n')
}
