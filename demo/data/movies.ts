// The Movies collection as the data page sees it: the item type and the query its filters ask.
import type { DataQuery } from '../../core/data'
import { data } from '../client'

/** One movie item. */
export interface Movie {
  _id: string
  _owner?: string
  title: string
  year: number
  genre: string
  rating?: number
  runtime?: number
  director?: string
}

/** The genres offered in filters and forms. */
export const GENRES = ['drama', 'comedy', 'documentary', 'thriller', 'romance', 'sci-fi', 'animation', 'western']

/** What the visitor filters and sorts by. */
export interface MovieFilters {
  title: string
  genre: string
  fromYear: string
  minRating: string
  sort: 'title' | 'year-desc' | 'rating-desc'
  pageSize: number
}

/** The filters a visitor starts with. */
export const DEFAULT_FILTERS: MovieFilters = {
  title: '',
  genre: '',
  fromYear: '',
  minRating: '',
  sort: 'year-desc',
  pageSize: 10,
}

/** The query of `filters` (without paging). */
export function moviesQuery(filters: MovieFilters): DataQuery {
  let query = data.query('Movies').limit(filters.pageSize)
  if (filters.title.trim()) query = query.contains('title', filters.title.trim())
  if (filters.genre) query = query.eq('genre', filters.genre)
  if (/^\d{4}$/.test(filters.fromYear)) query = query.ge('year', Number(filters.fromYear))
  if (filters.minRating && Number.isFinite(Number(filters.minRating)))
    query = query.ge('rating', Number(filters.minRating))
  if (filters.sort === 'title') return query.ascending('title')
  if (filters.sort === 'rating-desc') return query.descending('rating').ascending('title')
  return query.descending('year').ascending('title')
}
