import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { StoragePort } from '../../ports'
import { isRecord } from '../../core/shared/isRecord'

/**
 * A {@link StoragePort} kept in one JSON file. Writes are serialised and atomic (temporary file
 * then rename), so a crash never leaves a half-written file.
 */
export function fileStorage(path: string): StoragePort {
  let cache: Record<string, string> | undefined
  let queue: Promise<unknown> = Promise.resolve()

  const load = async () => {
    if (cache) return cache
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'))
      cache = isRecord(parsed) ? (parsed as Record<string, string>) : {}
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error
      cache = {}
    }
    return cache
  }
  const persist = async (data: Record<string, string>) => {
    await mkdir(dirname(path), { recursive: true })
    const tmp = `${path}.${process.pid}.tmp`
    await writeFile(tmp, JSON.stringify(data), { mode: 0o600 })
    await rename(tmp, path)
  }
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    get: (key) => serial(async () => (Object.hasOwn(await load(), key) ? (await load())[key] : null)),
    set: (key, value) =>
      serial(async () => {
        const data = { ...(await load()), [key]: String(value) }
        await persist(data)
        cache = data
      }),
    remove: (key) =>
      serial(async () => {
        const data = { ...(await load()) }
        delete data[key]
        await persist(data)
        cache = data
      }),
  }
}
