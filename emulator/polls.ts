// The poll API the viewer's poll plugin uses (an emulator design; see emulator/README section):
//   GET  /_api/polls/v1/polls/{id}            -> {poll}
//   POST /_api/polls/v1/polls                 {poll:{id?,title,options:[{id,title}]}} (admin key) -> {poll}
//   POST /_api/polls/v1/polls/{id}/vote       {optionId} -> {poll}   (one vote per voter and option)
//   POST /_api/polls/v1/polls/{id}/unvote     {optionId} -> {poll}
//   GET  /_api/polls/v1/polls/{id}/voters?optionId=  -> {voters:[{id, name?, imageUrl?, private}], anonymousCount}
// A poll answers `{id, title, options:[{id, title, count?}], totalVotes?, myVotes:[optionId], resultsVisible, isOwner}`.
// Results follow the poll's `settings.permissions.view` (CREATOR: owner only; VOTERS: after voting) and are
// left out of the answer otherwise, so hidden counts never leave the server. `permissions.vote:
// SITE_MEMBERS` refuses visitors' votes (403). The owner is the admin key or the member `creatorId`.
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import type { Caller, EmulatorRequest, EmulatorResponse, Sql } from './contracts'
import type { Route } from './router'
import { fail, invalid as invalidField } from './errors'
import { isObject } from './guards'
import { canSeeResults, canSeeVoters, canVote } from '../core/document/polls/pollPermissions'
import type { PollSettings } from '../core/document/polls/pollView'

/** A poll as stored. */
export interface PollDefinition {
  id?: string
  title: string
  options: { id: string; title: string }[]
  multipleVotes?: boolean
  /** Results audience, who may vote, and what is shown (defaults: everyone, all, shown). */
  settings?: Omit<PollSettings, 'multiple'>
  /** The member who created the poll (sees creator-only results). */
  creatorId?: string
}

const PREFIX = '/_api/polls/v1/polls'
const invalid = (message: string) => invalidField('body', message)

/** The body of vote and unvote: the option voted for. */
const VOTE_BODY = v.looseObject({ optionId: v.string('must be a string') }, 'must be a JSON object')
/** The body of create: the poll, whose fields `checkPoll` reads. */
const CREATE_BODY = v.looseObject({ poll: v.looseObject({}, 'must be an object') }, 'must be a JSON object')
const unknownPoll = () => fail(404, 'POLL_NOT_FOUND', 'No poll with this id')

/** Checks a poll definition; answers the problem as a string. */
export function checkPoll(value: unknown): PollDefinition | string {
  if (!isObject(value)) return 'poll must be an object'
  if (typeof value.title !== 'string' || value.title.length > 1000) return 'poll.title must be a string'
  if (!Array.isArray(value.options) || value.options.length === 0 || value.options.length > 100)
    return 'poll.options must hold 1 to 100 options'
  for (const o of value.options)
    if (!isObject(o) || typeof o.id !== 'string' || !o.id || o.id.length > 200 || typeof o.title !== 'string')
      return 'each option needs a string id and title'
  if (value.id !== undefined && (typeof value.id !== 'string' || !value.id || value.id.length > 200))
    return 'poll.id must be a string'
  const settings = isObject(value.settings) ? value.settings : {}
  const permissions = isObject(settings.permissions) ? settings.permissions : {}
  const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
    typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback
  if (value.creatorId !== undefined && (typeof value.creatorId !== 'string' || value.creatorId.length > 200))
    return 'poll.creatorId must be a string'
  return {
    id: value.id as string | undefined,
    title: value.title,
    options: (value.options as { id: string; title: string }[]).map((o) => ({ id: o.id, title: o.title })),
    multipleVotes: value.multipleVotes === true || permissions.allowMultipleVotes === true,
    settings: {
      view: pick(permissions.view, ['CREATOR', 'VOTERS', 'EVERYONE'] as const, 'EVERYONE'),
      vote: pick(permissions.vote, ['SITE_MEMBERS', 'ALL'] as const, 'ALL'),
      showVoters: settings.showVoters !== false,
      showVotesCount: settings.showVotesCount !== false,
    },
    creatorId: value.creatorId as string | undefined,
  }
}

/** Creates or replaces a poll (used by the API and by config seeding). */
export async function savePoll(sql: Sql, poll: PollDefinition): Promise<string> {
  const id = poll.id ?? randomUUID()
  await sql.query(
    'INSERT INTO emulator_polls (id, poll) VALUES ($1, $2::text::jsonb) ON CONFLICT (id) DO UPDATE SET poll = EXCLUDED.poll',
    [id, JSON.stringify({ ...poll, id })],
  )
  return id
}

interface Stored {
  poll: PollDefinition
  counts: Map<string, number>
  mine: string[]
  isOwner: boolean
  resultsVisible: boolean
}

async function load(sql: Sql, id: string, caller: Caller): Promise<Stored | undefined> {
  const { rows } = await sql.query<{ poll: PollDefinition }>('SELECT poll FROM emulator_polls WHERE id = $1', [id])
  if (!rows.length) return undefined
  const poll = rows[0].poll
  const voter = caller.memberId ?? caller.visitorId
  const votes = await sql.query<{ option_id: string; n: number }>(
    'SELECT option_id, count(*)::int AS n FROM emulator_poll_votes WHERE poll_id = $1 GROUP BY option_id',
    [id],
  )
  const mine = voter
    ? await sql.query<{ option_id: string }>(
        'SELECT option_id FROM emulator_poll_votes WHERE poll_id = $1 AND voter = $2',
        [id, voter],
      )
    : { rows: [] }
  const isOwner = caller.actor === 'APP' || (!!caller.memberId && caller.memberId === poll.creatorId)
  const myVotes = mine.rows.map((r) => r.option_id)
  const resultsVisible = canSeeResults(poll.settings?.view ?? 'EVERYONE', {
    isOwner,
    isMember: !!caller.memberId,
    hasVoted: myVotes.length > 0,
  })
  return { poll, counts: new Map(votes.rows.map((r) => [r.option_id, r.n])), mine: myVotes, isOwner, resultsVisible }
}

function answer(id: string, s: Stored) {
  const options = s.poll.options.map((o) =>
    s.resultsVisible ? { ...o, count: s.counts.get(o.id) ?? 0 } : { id: o.id, title: o.title },
  )
  return {
    poll: {
      id,
      title: s.poll.title,
      multipleVotes: s.poll.multipleVotes === true,
      options,
      ...(s.resultsVisible ? { totalVotes: s.poll.options.reduce((n, o) => n + (s.counts.get(o.id) ?? 0), 0) } : {}),
      myVotes: s.mine,
      resultsVisible: s.resultsVisible,
      isOwner: s.isOwner,
    },
  }
}

async function view(sql: Sql, id: string, caller: Caller) {
  const stored = await load(sql, id, caller)
  return stored ? answer(id, stored) : undefined
}

/** Members' public names for the voters list; visitors (no member record) count as anonymous. */
async function voters(sql: Sql, id: string, optionId: string) {
  const { rows } = await sql.query<{ voter: string; profile: Record<string, unknown> | null }>(
    `SELECT v.voter, m.profile FROM emulator_poll_votes v LEFT JOIN identity_members m ON m.id = v.voter
     WHERE v.poll_id = $1 AND v.option_id = $2 ORDER BY v.voter LIMIT 1000`,
    [id, optionId],
  )
  const list: { id: string; name?: string; imageUrl?: string; private: boolean }[] = []
  let anonymousCount = 0
  for (const row of rows) {
    if (!row.profile) {
      anonymousCount++
      continue
    }
    const p = row.profile
    const isPrivate = p.privacyStatus === 'PRIVATE'
    const name = [p.nickname, [p.firstName, p.lastName].filter((x) => typeof x === 'string').join(' ')].find(
      (x) => typeof x === 'string' && x.trim(),
    ) as string | undefined
    list.push(
      isPrivate
        ? { id: row.voter, private: true }
        : {
            id: row.voter,
            name: name?.trim(),
            imageUrl: typeof p.picture === 'string' ? p.picture : undefined,
            private: false,
          },
    )
  }
  return { voters: list, anonymousCount }
}

/** The poll service's routes on the emulator's router: create, read, vote, unvote and list voters. */
export function createPolls(sql: Sql): Route[] {
  /** Runs `fn` with the router's caller and the poll id; a forged or expired token is a 401. */
  const withCaller =
    (fn: (request: EmulatorRequest, caller: Caller, id: string) => Promise<EmulatorResponse>) =>
    async (request: EmulatorRequest): Promise<EmulatorResponse> => {
      if (request.caller === 'invalid') throw fail(401, 'UNAUTHENTICATED', 'Invalid or expired access token')
      return fn(request, request.caller, request.params.id ?? '')
    }

  const vote = (kind: 'vote' | 'unvote') =>
    withCaller(async (request, caller, id) => {
      const voter = caller.memberId ?? caller.visitorId
      if (!voter) throw fail(401, 'UNAUTHENTICATED', 'Voting needs a visitor or member token')
      const { optionId } = v.parse(VOTE_BODY, request.body)
      const current = await load(sql, id, caller)
      if (!current) throw unknownPoll()
      if (!current.poll.options.some((o) => o.id === optionId))
        throw invalidField('optionId', 'is not an option of this poll')
      if (!canVote(current.poll.settings?.vote ?? 'ALL', { isOwner: current.isOwner, isMember: !!caller.memberId }))
        throw fail(403, 'PERMISSION_DENIED', 'Only site members can vote in this poll')
      await sql.transaction(async (tx) => {
        if (kind === 'unvote')
          return void (await tx.query(
            'DELETE FROM emulator_poll_votes WHERE poll_id = $1 AND voter = $2 AND option_id = $3',
            [id, voter, optionId],
          ))
        if (!current.poll.multipleVotes)
          await tx.query('DELETE FROM emulator_poll_votes WHERE poll_id = $1 AND voter = $2', [id, voter])
        await tx.query(
          'INSERT INTO emulator_poll_votes (poll_id, voter, option_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [id, voter, optionId],
        )
      })
      return { status: 200, json: await view(sql, id, caller) }
    })

  return [
    {
      method: 'POST',
      path: PREFIX,
      body: CREATE_BODY,
      handle: withCaller(async (request, caller) => {
        if (caller.actor !== 'APP') throw fail(403, 'PERMISSION_DENIED', 'Only the admin key creates polls')
        const poll = checkPoll(v.parse(CREATE_BODY, request.body).poll)
        if (typeof poll === 'string') throw invalid(poll)
        return { status: 200, json: await view(sql, await savePoll(sql, poll), caller) }
      }),
    },
    {
      method: 'GET',
      path: `${PREFIX}/:id`,
      handle: withCaller(async (_request, caller, id) => {
        const found = await view(sql, id, caller)
        if (!found) throw unknownPoll()
        return { status: 200, json: found, headers: { 'cache-control': 'no-store' } }
      }),
    },
    { method: 'POST', path: `${PREFIX}/:id/vote`, body: VOTE_BODY, handle: vote('vote') },
    { method: 'POST', path: `${PREFIX}/:id/unvote`, body: VOTE_BODY, handle: vote('unvote') },
    {
      method: 'GET',
      path: `${PREFIX}/:id/voters`,
      handle: withCaller(async (request, caller, id) => {
        const optionId = request.url.searchParams.get('optionId') ?? ''
        const current = await load(sql, id, caller)
        if (!current) throw unknownPoll()
        if (!current.poll.options.some((o) => o.id === optionId))
          throw invalidField('optionId', 'is not an option of this poll')
        if (!canSeeVoters({ showVoters: current.poll.settings?.showVoters !== false }, current.resultsVisible))
          throw fail(403, 'PERMISSION_DENIED', 'The voters of this poll are not shown to you')
        return { status: 200, json: await voters(sql, id, optionId), headers: { 'cache-control': 'no-store' } }
      }),
    },
  ]
}
