// One test setup for the identity emulator tests: the service served over HTTP (or called through
// its router), reset to the default config before each test, and our client built with Node ports.
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { fetchHttp, nodeCrypto, systemClock } from '../../../adapters/node'
import { memoryStorage } from '../../../adapters/memory'
import { createOAuthClient, type OAuthClientOptions } from '../../../core/identity'
import { defaultConfig, openService } from './harness'
import { nodeFrame } from './nodeFrame'
import { serveIdentity } from './serveIdentity'

/** A mail-catcher entry (`GET /_emulator/emails`): the text, the kind and the data (code, tokens). */
export type CaughtMessage = Record<string, string>

/** Reads the mail catcher of the emulator at `baseUrl`, for one address or phone number or all. */
export async function caughtMessages(baseUrl: string, to?: string): Promise<CaughtMessage[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`
  const answer = (await (await fetch(`${baseUrl}/_emulator/emails${query}`)).json()) as { emails: CaughtMessage[] }
  return answer.emails
}

/**
 * Our sign-in client against the emulator at `baseUrl`, with Node ports, a hidden-frame stand-in and
 * no background refresh; `overrides` change any option (`frame: undefined` for a server client).
 */
export function nodeIdentityClient(baseUrl: string, overrides: Partial<OAuthClientOptions> = {}) {
  return createOAuthClient({
    clientId: 'test-client',
    baseUrl,
    http: fetchHttp(),
    storage: memoryStorage(),
    clock: systemClock(),
    crypto: nodeCrypto(),
    frame: nodeFrame(),
    redirectUri: 'http://127.0.0.1:1/callback',
    autoRefresh: false,
    ...overrides,
  })
}

const inTest = <TValue>(value: TValue | undefined): TValue => {
  if (value === undefined) throw new Error('The identity test fixture is only there inside a test (after beforeAll)')
  return value
}

/** A value opened before this file's tests, reset before each one and closed after, read through a proxy. */
function perFile<TValue extends object>(hooks: {
  open: () => Promise<TValue>
  close: (value: TValue) => Promise<void>
  reset?: (value: TValue) => Promise<void>
}): TValue {
  let value: TValue | undefined
  beforeAll(async () => {
    value = await hooks.open()
  })
  afterAll(async () => value && hooks.close(value))
  const { reset } = hooks
  if (reset) beforeEach(() => reset(inTest(value)))
  return new Proxy({} as TValue, { get: (_target, key) => Reflect.get(inTest(value), key) as unknown })
}

const resetIdentity = async (fixture: { service: { reset(): Promise<void> }; config: object }) => {
  await fixture.service.reset()
  Object.assign(fixture.config, defaultConfig())
}

/**
 * The identity service behind the emulator's router and Node server for this test file: started
 * before the tests, reset to {@link defaultConfig} before each one (unless `reset: false`), closed
 * after. Call at the top of the file; the fields are there inside tests.
 */
export function servedIdentity(options: { reset?: boolean } = {}) {
  return perFile({
    async open() {
      const served = await serveIdentity()
      return Object.assign(served, {
        /** Our client against this emulator (see {@link nodeIdentityClient}). */
        client: (overrides: Partial<OAuthClientOptions> = {}) => nodeIdentityClient(served.url, overrides),
        /** The mail catcher's messages to `to` (an email address or a phone number), or all. */
        emails: (to?: string) => caughtMessages(served.url, to),
      })
    },
    close: (served) => served.close(),
    reset: options.reset === false ? undefined : resetIdentity,
  })
}

/**
 * The identity service called through the emulator's router without a socket (one PGlite for the
 * file), reset to {@link defaultConfig} before each test. Call at the top of the file.
 */
export function routedIdentity() {
  return perFile({ open: openService, close: (opened) => opened.close(), reset: resetIdentity })
}
