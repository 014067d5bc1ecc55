// What the site has published, for the pages a tag or an author link leads to: the home page answers
// `/?tag=<tag>` with the articles carrying the tag and `/?author=<slug>` with the author's articles.

/** One published article. */
export interface JournalEntry {
  readonly href: string
  readonly title: string
  readonly author: { readonly slug: string; readonly name: string }
  readonly tags: readonly string[]
}

/** The site's articles. */
export const JOURNAL: readonly JournalEntry[] = [
  {
    href: '/article',
    title: 'Notes from the northern coast',
    author: { slug: 'mira-holm', name: 'Mira Holm' },
    tags: ['slowtravel', 'coast'],
  },
]

/** What a tag or author link asks for: its heading and the articles it leads to (possibly none). */
export interface JournalSelection {
  readonly heading: string
  readonly entries: readonly JournalEntry[]
}

/** The articles `search` (a query string) asks for by `tag` or `author`, or undefined when it asks for neither. */
export function journalSelection(search: string): JournalSelection | undefined {
  const params = new URLSearchParams(search)
  const tag = params.get('tag')?.trim().replace(/^#/, '')
  if (tag) {
    const entries = JOURNAL.filter((entry) => entry.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
    return { heading: `Tagged #${tag}`, entries }
  }
  const slug = params.get('author')?.trim()
  if (slug) {
    const entries = JOURNAL.filter((entry) => entry.author.slug === slug)
    return { heading: entries.length ? `By ${entries[0].author.name}` : `By “${slug}”`, entries }
  }
  return undefined
}
