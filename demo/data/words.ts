// The data page's words: "1 movie", "2 movies"; the pager's "page 1 of 3", never "of 0"; the year
// filter's and the service's refusals in plain words.

/** `count` with its noun, singular for exactly one: "1 movie", "1,000 movies". */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? noun : plural}`
}

/** The pager's status: the count, and the page only when there is one to be on. */
export function pagerStatus(total: number, page: number, totalPages: number | undefined): string {
  if (total === 0) return 'No movies'
  const pages = Math.max(1, totalPages ?? 1, page + 1)
  return `${counted(total, 'movie')}, page ${(page + 1).toLocaleString('en')} of ${pages.toLocaleString('en')}`
}

/**
 * Why the "From year" filter cannot be used, or undefined while it is up to four digits (empty, being
 * typed, or a year: the list is filtered from four digits on).
 */
export function yearFilterProblem(value: string): string | undefined {
  const year = value.trim()
  if (/^\d{0,4}$/.test(year)) return undefined
  return `“${year}” is not a year: type four digits, such as 1994. The list is not filtered by year.`
}

/**
 * A refusal or failure of the data service, in words a visitor understands. A refused write by someone
 * who is not signed in asks them to sign in; a member refused a change is told the movie is someone else's.
 */
export function explainDataError(
  error: unknown,
  action: 'add' | 'edit' | 'delete' | 'read' | 'import',
  signedIn = false,
): string {
  const code = (error as { code?: string } | undefined)?.code
  const message = error instanceof Error ? error.message : String(error)
  if (code === 'WDE0027' || /permission/i.test(message)) {
    if (action === 'add' || action === 'import')
      return 'Only members may add movies: sign in first (Sign in, in the menu), then try again.'
    const verb = action === 'edit' ? 'edit' : 'delete'
    if (!signedIn) return `Only members may ${verb} movies, and only their own: sign in first (Sign in, in the menu).`
    return `You may ${verb} only the movies you added yourself; this one belongs to someone else.`
  }
  if (code === 'WDE0073') return 'This movie no longer exists: someone deleted it. The list is refreshed.'
  if (code?.startsWith('WD_VALIDATION') || code === 'WDE0001') return `Some values are not valid: ${message}`
  return `The data service answered: ${message}${code ? ` (${code})` : ''}`
}
