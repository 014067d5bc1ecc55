// The gallery layout stylesheet: GET /_api/gallery/v1/layout-stylesheet?id=&items=&container=&options=
// (items, container and options as JSON), computed by core/gallery's `layoutStylesheet`: an absolute
// box per item id, with breakpoints, so a server-rendered gallery does not move on hydration.
import { layoutStylesheet, resolveOptions } from '../core/gallery'
import type { EmulatorRequest, EmulatorResponse } from './contracts'
import { fail } from './errors'
import { nestsDeeperThan } from './guards'

/** A refused stylesheet query (thrown; the router answers it). */
const badQuery = (message: string) => fail(400, 'INVALID_ARGUMENT', message)

/** The stylesheet path. */
export const STYLESHEET_PATH = '/_api/gallery/v1/layout-stylesheet'

/** The most items one stylesheet lays out (the first screens of a server-rendered gallery). */
export const MAX_STYLESHEET_ITEMS = 200
/** The largest size, in pixels, a container, an item or any numeric option may have. */
export const MAX_STYLESHEET_SIZE = 100_000

const parse = (text: string | null, fallback: unknown) => {
  if (text === null) return { ok: true as const, value: fallback }
  try {
    const value = JSON.parse(text) as unknown
    return nestsDeeperThan(value, 20) ? { ok: false as const } : { ok: true as const, value }
  } catch {
    return { ok: false as const }
  }
}

/** A size that is absent or a finite number from 0 to {@link MAX_STYLESHEET_SIZE}. */
const sizeOk = (value: unknown) =>
  value === undefined ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_STYLESHEET_SIZE)

/** The first number in `value` (walked to any depth) past {@link MAX_STYLESHEET_SIZE}, by its path. */
function hugeNumber(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Math.abs(value) > MAX_STYLESHEET_SIZE ? path : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, child] of Object.entries(value)) {
    const found = hugeNumber(child, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`)
    if (found) return found
  }
  return undefined
}

/**
 * What is wrong with a stylesheet query before any layout runs: too many items, or a size that is
 * not finite or past the limit (a layout of a 1e308-pixel container would allocate without end).
 */
function queryProblem(items: unknown, container: unknown, options: Record<string, unknown>): string | undefined {
  if (!Array.isArray(items)) return 'items must be a JSON array of { id, width, height }'
  if (items.length > MAX_STYLESHEET_ITEMS)
    return `items: at most ${MAX_STYLESHEET_ITEMS} items per stylesheet (got ${items.length})`
  if (container === null || typeof container !== 'object' || Array.isArray(container))
    return 'container must be a JSON object { width, height? }'
  for (const key of ['width', 'height', 'galleryWidth', 'galleryHeight'] as const) {
    if (!sizeOk((container as Record<string, unknown>)[key]))
      return `container.${key} must be a number from 0 to ${MAX_STYLESHEET_SIZE}`
  }
  for (const [i, item] of items.entries()) {
    if (item === null || typeof item !== 'object') continue
    for (const key of ['width', 'height'] as const) {
      if (!sizeOk((item as Record<string, unknown>)[key]))
        return `items[${i}].${key} must be a number from 0 to ${MAX_STYLESHEET_SIZE}`
    }
  }
  const huge = hugeNumber(options, 'options')
  return huge ? `${huge} must be a number from -${MAX_STYLESHEET_SIZE} to ${MAX_STYLESHEET_SIZE}` : undefined
}

/** Answers the stylesheet call (`GET STYLESHEET_PATH` on the emulator's router). */
export async function handleStylesheet(request: EmulatorRequest): Promise<EmulatorResponse> {
  const q = request.url.searchParams
  const id = q.get('id') ?? 'gallery'
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw badQuery('id must be letters, digits, underscore or hyphen')
  const items = parse(q.get('items'), [])
  const container = parse(q.get('container'), {})
  const options = parse(q.get('options'), {})
  if (!items.ok || !container.ok || !options.ok)
    throw badQuery('items, container and options must be JSON (nested at most 20 levels)')
  const raw = options.value
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badQuery('options must be a JSON object')
  const problem = queryProblem(items.value, container.value, raw as Record<string, unknown>)
  if (problem) throw badQuery(problem)
  try {
    const css = layoutStylesheet({
      id,
      items: items.value,
      container: container.value,
      options: resolveOptions(raw),
    } as Parameters<typeof layoutStylesheet>[0])
    return {
      status: 200,
      text: css,
      headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' },
    }
  } catch (error) {
    // Every failure here comes from the caller's query (bad items, container or options).
    throw badQuery(`layout failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
