import { str } from '../read'

/** A duration split for display: minutes under an hour, else hours plus the remaining minutes. */
export type DurationParts =
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'hoursMinutes'; hours: number; minutes: number }

/** Splits whole minutes: 60 minutes or more show as hours plus minutes ("1 hr 30 min"), less as minutes. */
export function splitDuration(totalMinutes: number): DurationParts {
  const total = Math.max(0, Math.round(totalMinutes))
  if (total < 60) return { kind: 'minutes', minutes: total }
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  return minutes === 0 ? { kind: 'hours', hours } : { kind: 'hoursMinutes', hours, minutes }
}

/**
 * The durations of a booking's `bookingData.durations`, which services send as text: one number of
 * minutes ("30") or several ("30, 90"). Numbers are read in order; anything else is ignored.
 */
export function bookingDurations(value: unknown): DurationParts[] {
  const text = typeof value === 'number' ? String(value) : str(value)
  if (!text) return []
  const out: DurationParts[] = []
  for (const match of text.slice(0, 500).matchAll(/\d+(?:\.\d+)?/g)) {
    const minutes = Number(match[0])
    if (minutes > 0 && minutes < 100_000) out.push(splitDuration(minutes))
    if (out.length === 10) break
  }
  return out
}
