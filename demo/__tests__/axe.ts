// axe-core in the demo's Chromium tests: its single script injected into the page, run with its default
// rules plus the label-in-name check (WCAG 2.5.3, "experimental" in axe), and only the serious and
// critical violations kept, one line per element: "<rule> <impact> <selector>: <help>".
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** One element breaking one rule. */
export interface AxeFinding {
  readonly rule: string
  readonly impact: string
  readonly target: string
  readonly help: string
}

/** The serious and critical violations on `page` (within `include`, a CSS selector, when given). */
export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT })
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }).axe
    const result = await axe.run(scope ? { include: [scope] } : document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    return result.violations.flatMap((violation) =>
      violation.nodes
        .filter((node) => node.impact === 'serious' || node.impact === 'critical')
        .map((node) => ({
          rule: violation.id,
          impact: node.impact ?? '',
          target: node.target.join(' '),
          help: violation.help,
        })),
    )
  }, include)
}

/** A finding as one line. */
export const findingLine = (f: AxeFinding) => `${f.rule} ${f.impact} ${f.target}: ${f.help}`
