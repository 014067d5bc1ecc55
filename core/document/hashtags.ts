/** Hashtag links (Ricos hashtag plugin). */
export interface HashtagSettings {
  /** Builds the link of a tag (without #). Default: the post search page with `query=#tag`. */
  createHref?: (tag: string) => string
  /** Search page path. Default `/search/posts`. */
  searchPath?: string
  /** Query parameter that holds `#tag`. Default `query`. */
  queryParam?: string
}

/** The default link of a hashtag: `/search/posts?query=%23tag`. */
export function hashtagHref(tag: string, settings: HashtagSettings = {}): string {
  if (settings.createHref) return settings.createHref(tag)
  const path = settings.searchPath ?? '/search/posts'
  return `${path}?${encodeURIComponent(settings.queryParam ?? 'query')}=${encodeURIComponent(`#${tag}`)}`
}

/** A piece of text: plain or a hashtag. */
export type HashtagPiece = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string }

const HASHTAG = /(^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu

/** Splits text into plain pieces and hashtags (`#word` after a non-word character; digits alone are no tag). */
export function splitHashtags(text: string): HashtagPiece[] {
  const pieces: HashtagPiece[] = []
  let last = 0
  HASHTAG.lastIndex = 0
  for (let match = HASHTAG.exec(text); match; match = HASHTAG.exec(text)) {
    const start = match.index + match[1].length
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) })
    pieces.push({ kind: 'hashtag', text: `#${match[2]}`, tag: match[2] })
    last = start + 1 + match[2].length
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) })
  return pieces
}
