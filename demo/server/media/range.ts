// Byte ranges of a media answer, so a browser can seek in a video or sound without downloading it
// again from the start. One range of bytes is served (206 with Content-Range); a bytes range that is
// malformed or starts past the end is refused (416 with `Content-Range: bytes */<size>`); a Range in
// another unit or with several ranges is ignored and the whole body is served (200), as HTTP allows.

/** What to answer for a body of `size` bytes and a Range header. */
export type RangeDecision =
  | { readonly kind: 'whole' }
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' }

const BYTES = /^bytes=(.*)$/i
const ONE = /^\s*(\d*)\s*-\s*(\d*)\s*$/

/** Decides how to answer `header` for a body of `size` bytes (`end` is inclusive). */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { kind: 'whole' }
  const unit = BYTES.exec(header.trim())
  if (!unit) return { kind: 'whole' }
  const specs = unit[1].split(',')
  if (specs.length > 1) return { kind: 'whole' }
  const parts = ONE.exec(specs[0])
  if (!parts || (parts[1] === '' && parts[2] === '')) return { kind: 'unsatisfiable' }
  const [first, last] = [parts[1], parts[2]]
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' }
  return { kind: 'part', start, end }
}
