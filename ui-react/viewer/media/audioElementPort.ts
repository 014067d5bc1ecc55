import type { AudioMediaPort } from '../../../core/document'

/**
 * The audio machine's media port over an `<audio>` element, attached by its ref callback once mounted;
 * its download saves `downloadUrl`.
 */
export function audioElementPort(
  downloadUrl: string | undefined,
): AudioMediaPort & { attach(element: HTMLAudioElement | null): void } {
  let current: HTMLAudioElement | null = null
  const element = () => current
  return {
    attach: (value) => {
      current = value
    },
    play: () => element()?.play(),
    pause: () => element()?.pause(),
    seek: (time) => {
      const audio = element()
      if (audio) audio.currentTime = time
    },
    setVolume: (volume, muted) => {
      const audio = element()
      if (!audio) return
      audio.muted = muted
      if (!muted) audio.volume = volume
    },
    setRate: (speed) => {
      const audio = element()
      if (audio) audio.playbackRate = speed
    },
    duration: () => element()?.duration ?? Number.NaN,
    currentTime: () => element()?.currentTime ?? 0,
    download: () => void downloadFile(downloadUrl),
  }
}

// A GET of the file, saved under its own name; if the fetch is refused, the address opens instead.
async function downloadFile(url: string | undefined): Promise<void> {
  if (!url) return
  const name = new URL(url, location.href).searchParams.get('dn') ?? 'audio'
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const href = URL.createObjectURL(await response.blob())
    const link = Object.assign(document.createElement('a'), { href, download: name })
    link.click()
    setTimeout(() => URL.revokeObjectURL(href), 10_000)
  } catch {
    window.open(url, '_blank', 'noopener')
  }
}
