// Placeholder until the identity issue lands: the identity helper replaces this file.
import type { EmulatorConfig, IdentityService, Sql } from '../contracts'
import type { Logger } from '../../ports'

/** Creates the emulator's identity service (token endpoint, register, login, recovery, redirect sessions, hosted pages). */
export function createIdentityService(_deps: { sql: Sql; config: EmulatorConfig; logger: Logger }): IdentityService {
  return {
    migrate: async () => {},
    reset: async () => {},
    handle: async () => undefined,
    resolveCaller: async (authorization) => (authorization ? 'invalid' : { role: 'ANONYMOUS' }),
  }
}
