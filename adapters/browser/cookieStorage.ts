import type { StoragePort } from '../../ports'

/** Options of {@link cookieStorage}. */
export interface CookieStorageOptions {
  prefix?: string
  path?: string
  /** Lifetime in seconds (default 400 days, the browsers' cap). */
  maxAge?: number
  sameSite?: 'Strict' | 'Lax' | 'None'
  /** Defaults to true on https pages. */
  secure?: boolean
  /** The `document` to use (for tests). */
  doc?: Pick<Document, 'cookie'> & { location?: { protocol: string } }
}

/** A {@link StoragePort} over `document.cookie`, values URI-encoded, so a server can read them too. */
export function cookieStorage(options: CookieStorageOptions = {}): StoragePort {
  const { prefix = 'vitrine_', path = '/', maxAge = 400 * 24 * 3600, sameSite = 'Lax' } = options
  const doc = options.doc ?? globalThis.document
  const secure = options.secure ?? doc?.location?.protocol === 'https:'
  const name = (key: string) => encodeURIComponent(prefix + key)
  const write = (key: string, value: string, age: number) => {
    doc.cookie = `${name(key)}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${age}; SameSite=${sameSite}${secure ? '; Secure' : ''}`
  }
  return {
    async get(key) {
      const wanted = name(key)
      for (const part of (doc?.cookie ?? '').split(';')) {
        const eq = part.indexOf('=')
        if (eq < 0) continue
        if (part.slice(0, eq).trim() === wanted) {
          try {
            return decodeURIComponent(part.slice(eq + 1).trim())
          } catch {
            return null
          }
        }
      }
      return null
    },
    async set(key, value) {
      write(key, value, maxAge)
    },
    async remove(key) {
      write(key, '', 0)
    },
  }
}
