import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The Vitest configuration Stryker runs (stryker.config.mjs): the tests of the modules under mutation
// only, never the Chromium or emulator suites.
const roots = (process.env.STRYKER_TESTS ?? 'core').split(',')

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: roots.map((root) => (/\.test\.tsx?$/.test(root) ? root : `${root}/**/*.test.{ts,tsx}`)),
    exclude: [...(base.test?.exclude ?? []), '**/*.browser.test.{ts,tsx}', 'core/data/__tests__/emulator.test.ts'],
    setupFiles: [...[base.test?.setupFiles ?? []].flat(), 'fixtures/fastCheckMutation.ts'],
    // A mutant that leaves a promise pending fails its test after 5 s instead of running into Stryker's
    // timeout, which restarts the worker (the unit tests under mutation each take milliseconds).
    // STRYKER_TEST_TIMEOUT raises it when the machine is so loaded that the initial run's property
    // tests, slowed by the coverage counters, pass 5 s (core/document was measured with 20000).
    testTimeout: Number(process.env.STRYKER_TEST_TIMEOUT ?? 5_000),
    maxWorkers: 1,
  },
})
