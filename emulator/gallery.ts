// The gallery layout stylesheet: GET /_api/gallery/v1/layout-stylesheet?id=&items=&container=&options=
// (items, container and options as JSON). Computed by core/gallery's `layoutStylesheet` when it is
// exported; answers 501 while core/gallery does not provide it.
import * as gallery from '../core/gallery'
import type { EmulatorRequest, EmulatorResponse } from './contracts'
import { errorResponse } from './http'

/** The stylesheet path. */
export const STYLESHEET_PATH = '/_api/gallery/v1/layout-stylesheet'

type StylesheetFn = (input: { id: string; items: unknown; container: unknown; options: unknown }) => unknown

const parse = (text: string | null, fallback: unknown) => {
  if (text === null) return { ok: true as const, value: fallback }
  try {
    return { ok: true as const, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false as const }
  }
}

/** Answers the stylesheet call, or undefined for other paths. */
export async function handleStylesheet(request: EmulatorRequest): Promise<EmulatorResponse | undefined> {
  if (request.url.pathname !== STYLESHEET_PATH) return undefined
  if (request.method !== 'GET') return errorResponse(405, 'METHOD_NOT_ALLOWED', 'Use GET')
  const q = request.url.searchParams
  const id = q.get('id') ?? 'gallery'
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return errorResponse(400, 'INVALID_ARGUMENT', 'id must be letters, digits, underscore or hyphen')
  const items = parse(q.get('items'), [])
  const container = parse(q.get('container'), {})
  const options = parse(q.get('options'), {})
  if (!items.ok || !container.ok || !options.ok) return errorResponse(400, 'INVALID_ARGUMENT', 'items, container and options must be JSON')
  const fn = (gallery as Record<string, unknown>).layoutStylesheet as StylesheetFn | undefined
  if (typeof fn !== 'function') return errorResponse(501, 'NOT_IMPLEMENTED', 'core/gallery does not export layoutStylesheet yet')
  try {
    const result = fn({ id, items: items.value, container: container.value, options: options.value })
    const css = typeof result === 'string' ? result : result && typeof result === 'object' && 'ok' in result ? (result as { ok: boolean; value?: unknown; error?: unknown }) : result
    if (typeof css === 'string') return { status: 200, text: css, headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' } }
    if (css && typeof css === 'object' && 'ok' in css) {
      const r = css as { ok: boolean; value?: unknown; error?: unknown }
      if (r.ok && typeof r.value === 'string') return { status: 200, text: r.value, headers: { 'content-type': 'text/css; charset=utf-8' } }
      return errorResponse(400, 'INVALID_ARGUMENT', `layout failed: ${String(typeof r.error === 'object' && r.error && 'message' in r.error ? (r.error as { message: unknown }).message : r.error)}`)
    }
    return errorResponse(400, 'INVALID_ARGUMENT', 'layout produced no stylesheet')
  } catch (error) {
    return errorResponse(400, 'INVALID_ARGUMENT', `layout failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
