import { scriptedHttp } from '../../../adapters/memory'
import type { HttpResponse } from '../../../ports'

/** An HTTP port that answers GETs with `answers` in order, and fails a request past the last one. */
export function answering(answers: HttpResponse[]) {
  const queue = [...answers]
  return scriptedHttp().on('GET', /./, () => {
    const next = queue.shift()
    if (!next) throw new Error('no more answers')
    return next
  })
}
