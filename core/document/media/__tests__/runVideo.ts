import { videoTransition, type VideoEvent, type VideoState } from '..'

/** Feeds `events` to the video machine from `state`: the state reached and the effect types, in order. */
export function runVideo(state: VideoState, ...events: VideoEvent[]) {
  const effects: string[] = []
  for (const event of events) {
    const [next, out] = videoTransition(state, event)
    state = next
    effects.push(...out.map((e) => e.type))
  }
  return { state, effects }
}
