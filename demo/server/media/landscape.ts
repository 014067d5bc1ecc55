import { seeded } from '../../../fixtures/random'

/** A time of day and its colours. */
interface Scene {
  sky: [string, string]
  sun: string
  ridges: [string, string, string]
  water: string
  night?: boolean
}
const SCENES: Scene[] = [
  { sky: ['#ffb48a', '#ffe3c2'], sun: '#fff4d6', ridges: ['#c98a8a', '#8c5a6b', '#4a2f45'], water: '#e8a493' },
  { sky: ['#5fb3f0', '#d4ecfb'], sun: '#fffbe8', ridges: ['#8fb7a4', '#4f8a6e', '#22503e'], water: '#4c97c9' },
  { sky: ['#3b2d6b', '#f08a5d'], sun: '#ffd29a', ridges: ['#7b4f7f', '#4a305c', '#22183a'], water: '#b0607a' },
  {
    sky: ['#0b1530', '#2c3f73'],
    sun: '#f3f1dc',
    ridges: ['#2a3a63', '#1b2748', '#0d1429'],
    water: '#1b2d57',
    night: true,
  },
  { sky: ['#b9c6cf', '#eef2f4'], sun: '#ffffff', ridges: ['#a3b1ba', '#7a8a95', '#50606b'], water: '#9fb0bb' },
  { sky: ['#f6c66b', '#fff0c9'], sun: '#fffdf2', ridges: ['#e0a458', '#c07a3a', '#8a4f26'], water: '#e8b66d' },
  { sky: ['#4fa3a5', '#dff3ea'], sun: '#fffef0', ridges: ['#7fb59a', '#3d8068', '#1c4a3c'], water: '#3f8f93' },
]

/** A ridge line across the picture: midpoint displacement from the seed. */
function ridge(random: () => number, w: number, h: number, base: number, rough: number): string {
  const count = 33
  const ys = new Array<number>(count).fill(0)
  ys[0] = base + (random() - 0.5) * rough
  ys[count - 1] = base + (random() - 0.5) * rough
  for (let step = count - 1, amp = rough; step > 1; step >>= 1, amp *= 0.55) {
    for (let i = step >> 1; i < count; i += step)
      ys[i] = (ys[i - (step >> 1)] + ys[Math.min(count - 1, i + (step >> 1))]) / 2 + (random() - 0.5) * amp
  }
  const points = ys.map((y, i) => `${Math.round((i / (count - 1)) * w)},${Math.round(Math.min(h, Math.max(0, y)))}`)
  return `M0,${h} L${points.join(' L')} L${w},${h} Z`
}

/** An SVG landscape of `w` × `h` drawn from `seed`: sky, sun or moon, three ridges, sometimes water. */
export function landscapeSvg(w: number, h: number, seed: number): string {
  const random = seeded(seed * 7919 + 17)
  const scene = SCENES[seed % SCENES.length]
  const horizon = h * (0.45 + random() * 0.2)
  const water = random() < 0.45
  const sunX = w * (0.15 + random() * 0.7)
  const sunY = horizon * (0.3 + random() * 0.5)
  const r = Math.max(6, Math.min(w, h) * (0.05 + random() * 0.06))
  const parts: string[] = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>`,
    `<radialGradient id="g"><stop offset="0" stop-color="${scene.sun}" stop-opacity=".8"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#s)"/>`,
  ]
  if (scene.night)
    for (let i = 0; i < 60; i++)
      parts.push(
        `<circle cx="${Math.round(random() * w)}" cy="${Math.round(random() * horizon)}" r="${(random() * 1.6 + 0.4).toFixed(1)}" fill="#fff" opacity="${(random() * 0.7 + 0.3).toFixed(2)}"/>`,
      )
  parts.push(
    `<circle cx="${sunX}" cy="${sunY}" r="${r * 3.2}" fill="url(#g)"/><circle cx="${sunX}" cy="${sunY}" r="${r}" fill="${scene.sun}"/>`,
  )
  const land = water ? horizon + h * 0.08 : h
  scene.ridges.forEach((colour, i) => {
    const base = horizon + (i - 1) * h * 0.09
    parts.push(`<path d="${ridge(random, w, land, base - h * 0.08, h * (0.35 - i * 0.08))}" fill="${colour}"/>`)
  })
  if (water) {
    parts.push(`<rect y="${land}" width="${w}" height="${h - land}" fill="${scene.water}"/>`)
    for (let i = 0; i < 14; i++) {
      const y = land + (h - land) * random()
      const x = sunX + (random() - 0.5) * w * 0.3
      parts.push(
        `<rect x="${Math.round(x - r)}" y="${Math.round(y)}" width="${Math.round(r * (1 + random() * 2))}" height="${Math.max(1, Math.round(h / 300))}" fill="${scene.sun}" opacity=".55"/>`,
      )
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">${parts.join('')}</svg>`
}
