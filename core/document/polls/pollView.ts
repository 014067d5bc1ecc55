import { safeColor } from '../colors'
import { safeMediaUrl } from '../links'
import { at, bool, oneOf, str } from '../read'

/** Who sees a poll's results (Ricos `permissions.view`). */
export type PollResultsAudience = 'CREATOR' | 'VOTERS' | 'EVERYONE'
/** Who may vote (Ricos `permissions.vote`). */
export type PollVotePermission = 'SITE_MEMBERS' | 'ALL'

/** A poll's settings. */
export interface PollSettings {
  view: PollResultsAudience
  vote: PollVotePermission
  multiple: boolean
  showVoters: boolean
  showVotesCount: boolean
}

/** One option of a poll. */
export interface PollOptionView {
  id: string
  title: string
  image?: string
}

/** View model of a POLL node: what the server markup shows before any service call. */
export interface PollView {
  /** The poll's id, else the node's id: the key of the poll at the service. */
  pollId: string
  title: string
  image?: string
  options: PollOptionView[]
  settings: PollSettings
  layout: 'LIST' | 'GRID'
  /** Background of the poll card: a colour, or an image address. */
  background?: { color?: string; image?: string }
}

/** Reads POLL data (`pollData.poll`, `layout`, `design`). Options without an id are keyed by position. */
export function pollView(data: unknown, nodeId: string): PollView {
  const poll = at(data, 'poll')
  const rawOptions = at(poll, 'options')
  const showOptionImages = at(data, 'layout', 'options', 'enableImage') !== false
  const seen = new Set<string>()
  const options: PollOptionView[] = []
  if (Array.isArray(rawOptions))
    rawOptions.slice(0, 100).forEach((option, index) => {
      let id = str(at(option, 'id'))?.slice(0, 200) || `option-${index}`
      if (seen.has(id)) id = `${id}-${index}`
      seen.add(id)
      const image = showOptionImages ? safeMediaUrl(at(option, 'image', 'src', 'url'), true) : undefined
      options.push({ id, title: (str(at(option, 'title')) ?? '').trim(), image })
    })
  const settings = at(poll, 'settings')
  const backgroundType = at(data, 'design', 'poll', 'background', 'type')
  const background =
    backgroundType === 'IMAGE'
      ? { image: safeMediaUrl(at(data, 'design', 'poll', 'background', 'image', 'src', 'url'), true) }
      : backgroundType === 'COLOR'
        ? { color: safeColor(at(data, 'design', 'poll', 'background', 'color')) }
        : undefined
  return {
    pollId: str(at(poll, 'id'))?.slice(0, 200) || nodeId || 'poll',
    title: (str(at(poll, 'title')) ?? '').trim(),
    image:
      at(data, 'layout', 'poll', 'enableImage') === false
        ? undefined
        : safeMediaUrl(at(poll, 'image', 'src', 'url'), true),
    options,
    settings: {
      view: oneOf(at(settings, 'permissions', 'view'), ['CREATOR', 'VOTERS', 'EVERYONE'], 'EVERYONE'),
      vote: oneOf(at(settings, 'permissions', 'vote'), ['SITE_MEMBERS', 'ALL'], 'ALL'),
      multiple: bool(at(settings, 'permissions', 'allowMultipleVotes')),
      showVoters: at(settings, 'showVoters') !== false,
      showVotesCount: at(settings, 'showVotesCount') !== false,
    },
    layout: oneOf(at(data, 'layout', 'poll', 'type'), ['LIST', 'GRID'], 'LIST'),
    background: background && (background.color || background.image) ? background : undefined,
  }
}
