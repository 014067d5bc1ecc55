// Main-thread tasks of a page from a Chrome trace (CDP Tracing through playwright-core): their wall
// clock time and their thread (CPU) time. On a shared machine a task's wall clock includes the time
// the renderer waited for a core, which the Long Tasks API cannot tell apart from work.
import type { Page } from 'playwright-core'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/** What a stopped trace tells about the renderer's main-thread tasks, in ms. */
export interface TaskFigures {
  /** The longest task by wall clock. */
  longestWall: number
  /** The most CPU one task used (thread time, capped at the task's wall clock). */
  longestCpu: number
  /** Tasks over 50 ms by wall clock, and how many of them used over 50 ms of CPU. */
  over50Wall: number
  over50Cpu: number
}

/** Starts tracing `page`; the returned function stops it and reads the renderer main thread's tasks. */
export async function startTaskTrace(page: Page): Promise<() => Promise<TaskFigures>> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  })
  return async () => {
    const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()))
    await cdp.send('Tracing.end')
    await done
    await cdp.detach()
    const tasksOf = (t: TraceEvent) =>
      events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.name === 'RunTask')
    // The renderer main thread that ran the most (a trace may hold several renderers).
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const busiest = mains
      .map((m) => tasksOf(m))
      .sort((a, b) => b.reduce((s, e) => s + e.dur!, 0) - a.reduce((s, e) => s + e.dur!, 0))[0]
    const tasks = (busiest ?? []).map((e) => ({
      wall: e.dur! / 1000,
      cpu: Math.min(e.dur!, e.tdur ?? e.dur!) / 1000,
    }))
    return {
      longestWall: Math.max(0, ...tasks.map((t) => t.wall)),
      longestCpu: Math.max(0, ...tasks.map((t) => t.cpu)),
      over50Wall: tasks.filter((t) => t.wall > 50).length,
      over50Cpu: tasks.filter((t) => t.cpu > 50).length,
    }
  }
}
