/**
 * A playback time as the players show it: `m:ss`, or `h:mm:ss` from one hour. Negative, infinite or
 * missing values read as 0:00.
 */
export function formatDuration(seconds: number | undefined): string {
  const total = seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const ss = String(s).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

/** A volume from 0 to 1 as players say it: a whole percentage in `locale`'s format ("80%"). */
export function formatVolume(volume: number, locale?: string): string {
  const clamped = Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0
  return new Intl.NumberFormat(locale ?? 'en', { style: 'percent', maximumFractionDigits: 0 }).format(clamped)
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/**
 * A file size in words for people: "150 KB", "1.4 MB" (1024-based, one decimal under 10 units).
 * Undefined for a missing or negative size.
 */
export function formatFileSize(bytes: number | undefined): string | undefined {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return undefined
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : (Math.round(value * 10) / 10).toString()
  return `${shown} ${UNITS[unit]}`
}
