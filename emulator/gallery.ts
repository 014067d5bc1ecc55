// The gallery layout stylesheet: GET /_api/gallery/v1/layout-stylesheet?id=&items=&container=&options=
// (items, container and options as JSON), computed by core/gallery's `layoutStylesheet`: an absolute
// box per item id, with breakpoints, so a server-rendered gallery does not move on hydration.
import { layoutStylesheet, resolveOptions } from '../core/gallery'
import type { EmulatorRequest, EmulatorResponse } from './contracts'
import { appError as errorResponse } from './errors'

/** The stylesheet path. */
export const STYLESHEET_PATH = '/_api/gallery/v1/layout-stylesheet'

const parse = (text: string | null, fallback: unknown) => {
  if (text === null) return { ok: true as const, value: fallback }
  try {
    return { ok: true as const, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false as const }
  }
}

/** Answers the stylesheet call (`GET STYLESHEET_PATH` on the emulator's router). */
export async function handleStylesheet(request: EmulatorRequest): Promise<EmulatorResponse> {
  const q = request.url.searchParams
  const id = q.get('id') ?? 'gallery'
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id))
    return errorResponse(400, 'INVALID_ARGUMENT', 'id must be letters, digits, underscore or hyphen')
  const items = parse(q.get('items'), [])
  const container = parse(q.get('container'), {})
  const options = parse(q.get('options'), {})
  if (!items.ok || !container.ok || !options.ok)
    return errorResponse(400, 'INVALID_ARGUMENT', 'items, container and options must be JSON')
  const raw = options.value
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return errorResponse(400, 'INVALID_ARGUMENT', 'options must be a JSON object')
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
    return errorResponse(
      400,
      'INVALID_ARGUMENT',
      `layout failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
