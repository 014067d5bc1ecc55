// What `npm start` prints once the emulator is ready: what is where and how to use it.

/**
 * The banner's first line, read by tools that start the emulator and wait for it (the emulator bench):
 * group 1 is the emulator's address.
 */
export const READY_LINE = /^Vitrine emulator ready in \d+ ms on (http:\/\/\S+)/

/** Facts of a started emulator. */
export interface BannerFacts {
  url: string
  adminKey: string
  readyMs: number
  /** The PGlite data directory, or undefined with a PostgreSQL server. */
  dataDir?: string
  /** The port asked for when another one was taken instead. */
  takenPort?: number
  /** The configured `clients` (client ids and their allowed origins), if any. */
  clients?: Record<string, { allowedOrigins: string[] }>
}

const describeOrigin = (origin: string) =>
  origin === 'localhost'
    ? 'any http://localhost or 127.0.0.1 port'
    : origin === '*'
      ? 'every origin'
      : origin === 'null'
        ? 'null (sandboxed frames)'
        : origin

/** What the banner says of client ids and origins: the configured clients, or the open default. */
function clientLines(clients: BannerFacts['clients']): string[] {
  const pad = '                   '
  if (!clients || !Object.keys(clients).length)
    return [
      `${pad}client ids:      any (each new one is logged once; list yours in "clients" to refuse others)`,
      `${pad}allowed origins: this one and any http://localhost or 127.0.0.1 port ("clients" in VITRINE_CONFIG)`,
    ]
  const ids = Object.keys(clients).filter((id) => id !== '*')
  const others = Object.prototype.hasOwnProperty.call(clients, '*')
    ? 'other client ids take the "*" entry'
    : 'other client ids are refused'
  return [
    `${pad}client ids:      ${ids.join(', ') || '(none listed)'} (${others})`,
    `${pad}allowed origins ("clients" in VITRINE_CONFIG):`,
    ...Object.entries(clients).map(
      ([id, client]) =>
        `${pad}  ${id}: this origin, ${client.allowedOrigins.map(describeOrigin).join(', ') || 'no other'}`,
    ),
  ]
}

/** The lines `npm start` prints (plain text, one fact per line). */
export function startBanner(facts: BannerFacts): string {
  const { url } = facts
  const lines = [
    `Vitrine emulator ready in ${facts.readyMs} ms on ${url} (${facts.dataDir ? 'embedded PGlite' : 'PostgreSQL'})`,
    ...(facts.takenPort
      ? [`  (port ${facts.takenPort} was in use, so it took the next free one; set PORT to choose)`]
      : []),
    '',
    `  Demo site        ${url}/`,
    facts.dataDir
      ? `  Data directory   ${facts.dataDir}  (delete it while stopped, or POST ${url}/_emulator/reset, to start over)`
      : `  Database         DATABASE_URL  (POST ${url}/_emulator/reset to start over)`,
    `  Admin key:       ${facts.adminKey}`,
    `                   the site owner's API key: send it as Authorization to pass collection permissions,`,
    `                   create polls, or get member tokens with the authorized_client grant`,
    `  Mail catcher     ${url}/_emulator/emails  (verification codes and recovery links; nothing is sent)`,
    '',
    `  Your own site    vitrine/identity and vitrine/data: baseUrl '${url}'`,
    `                   official @wix/sdk / @wix/data: send their https://www.wixapis.com calls to ${url}`,
    ...clientLines(facts.clients),
    `                   docs/emulator.md: "Other origins: use the emulator from your own site"`,
    '',
    '  Ctrl+C stops it.',
  ]
  return lines.join('\n')
}
