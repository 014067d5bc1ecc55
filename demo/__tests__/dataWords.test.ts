// The data page's words and small rules: counts in the singular for one, no "page 1 of 0", a message
// for a year filter that is not a year, JSON and CSV files told apart in errors, a CSV rating that is not
// a number refused like a bad year, and a visitor refused a change asked to sign in.
import { describe, expect, it } from 'vitest'
import { explainDataError } from '../data/words'
import { parseMovies } from '../data/parseMovies'
import { counted, pagerStatus, yearFilterProblem } from '../data/words'

describe('counted words', () => {
  it('says "1 movie" and "1 row", and the plural otherwise', () => {
    expect(counted(1, 'movie')).toBe('1 movie')
    expect(counted(1, 'row')).toBe('1 row')
    expect(counted(0, 'movie')).toBe('0 movies')
    expect(counted(3000, 'movie')).toBe('3,000 movies')
  })

  it('gives the pager "page 1 of 1" for one page and no page at all for no movie', () => {
    expect(pagerStatus(1, 0, 1)).toBe('1 movie, page 1 of 1')
    expect(pagerStatus(4, 0, undefined)).toBe('4 movies, page 1 of 1')
    expect(pagerStatus(3000, 1, 300)).toBe('3,000 movies, page 2 of 300')
    expect(pagerStatus(0, 0, 0)).toBe('No movies')
  })
})

describe('the year filter', () => {
  it('has nothing to say while it is empty, being typed or a year', () => {
    for (const value of ['', '1', '199', '1994', ' 2001 ']) expect(yearFilterProblem(value), value).toBeUndefined()
  })

  it('says why a year that is not a number is not used', () => {
    expect(yearFilterProblem('nineteen')).toBe(
      '“nineteen” is not a year: type four digits, such as 1994. The list is not filtered by year.',
    )
    expect(yearFilterProblem('19a4')).toMatch(/is not a year/)
    expect(yearFilterProblem('19945')).toMatch(/is not a year/)
  })
})

describe('parseMovies', () => {
  it('reports a broken JSON file as JSON, by its first character or its name', () => {
    expect(parseMovies('{"title": "Broken"').skipped[0]).toMatch(/^The JSON cannot be read: /)
    expect(parseMovies('[{"title": ').skipped[0]).toMatch(/^The JSON cannot be read: /)
    expect(parseMovies('  oops', 'movies.json').skipped[0]).toMatch(/^The JSON cannot be read: /)
    expect(parseMovies('{"title": "One"}').skipped).toEqual(['The JSON must be an array of movies, [{ "title": … }].'])
  })

  it('keeps the CSV message for a CSV file without a title column', () => {
    expect(parseMovies('name,year\nA,2000', 'movies.csv').skipped).toEqual([
      'The CSV needs a header row naming a title column.',
    ])
  })

  it('refuses a CSV rating that is not a number, as it refuses a bad year', () => {
    const { rows, skipped } = parseMovies(
      'title,year,genre,rating\nGood,2001,drama,7.5\nBad,2002,drama,eleven\nOld,two,drama,5',
    )
    expect(rows).toEqual([{ title: 'Good', year: 2001, genre: 'drama', rating: 7.5 }])
    expect(skipped).toEqual(['Row 2: the rating is not a number', 'Row 3: the year is not a number'])
  })

  it('refuses a rating outside 0 to 10, and leaves an empty rating out rather than storing 0', () => {
    const { rows, skipped } = parseMovies('title,year,rating\nHigh,2001,11\nNone,2002,')
    expect(skipped).toEqual(['Row 1: the rating is not from 0 to 10'])
    expect(rows).toEqual([{ title: 'None', year: 2002 }])
    expect(parseMovies('[{"title":"J","year":2000,"rating":"eleven"}]').skipped).toEqual([
      'Row 1: the rating is not a number',
    ])
  })
})

describe('explainDataError', () => {
  const refused = Object.assign(new Error('permission denied'), { code: 'WDE0027' })

  it('asks a visitor who tries to delete or edit to sign in', () => {
    expect(explainDataError(refused, 'delete', false)).toBe(
      'Only members may delete movies, and only their own: sign in first (Sign in, in the menu).',
    )
    expect(explainDataError(refused, 'edit', false)).toMatch(/^Only members may edit movies/)
  })

  it('tells a member the movie belongs to someone else', () => {
    expect(explainDataError(refused, 'delete', true)).toBe(
      'You may delete only the movies you added yourself; this one belongs to someone else.',
    )
  })
})
