// Mutation testing of the pure cores (`npm run mutation`, not in CI). One module per run, because the
// machine is small: `MUTATE=core/document npm run mutation`; without MUTATE all five run together (slow).
// Each module is mutated against the unit and property tests that exercise it (no Chromium, no emulator).
const MODULES = {
  'core/shared': [
    'core/shared/__tests__',
    'core/document/__tests__/links.test.ts',
    'core/gallery/items/__tests__',
    'ui-react/__tests__/viewer.prototypeNames.test.tsx',
  ],
  // core/document against its own tests (with cards, media and polls). The viewer's rendering tests
  // (ui-react/viewer, viewer.ricos, viewer.ids) cost about 5 s per mutant on the shared 2-core machine
  // against about 1 s without them (3,460 mutants: hours against under an hour), so the core's own tests
  // assert what those tests saw (view models, texts, addresses, sizes).
  'core/document': ['core/document'],
  'core/identity': ['core/identity/__tests__'],
  'core/data': ['core/data/__tests__'],
  'core/gallery/options': ['core/gallery/options/__tests__'],
  // The gallery's cores, each against its own tests and the other core tests that drive it.
  'core/gallery/items': ['core/gallery/items/__tests__'],
  'core/gallery/blueprint': [
    'core/gallery/blueprint/__tests__',
    'core/gallery/layout/__tests__/resolvedOptionsContract.test.ts',
    'core/gallery/widget/__tests__/galleryController.test.ts',
    'core/gallery/widget/__tests__/sliderSkipAndScroll.test.ts',
    'core/gallery/widget/__tests__/virtualWindow.property.test.ts',
    'core/gallery/widget/__tests__/widgetMessages.test.ts',
  ],
  'core/gallery/layout': [
    'core/gallery/layout/__tests__',
    'core/gallery/blueprint/__tests__/realLayout.test.ts',
    'core/gallery/widget/__tests__/itemFrame.test.ts',
  ],
  'core/gallery/widget': ['core/gallery/widget/__tests__'],
}

const module = process.env.MUTATE ?? Object.keys(MODULES).join(',')
const modules = module.split(',')
for (const name of modules)
  if (!MODULES[name]) throw new Error(`MUTATE: unknown module ${name} (${Object.keys(MODULES).join(', ')})`)
// A mutant's verdict must not depend on the random inputs of one run: property tests get a pinned seed
// (fixtures/fastCheckSeed.ts) and at most FC_MAX_RUNS cases each (fixtures/fastCheckMutation.ts).
process.env.FC_SEED ??= '20261123'
process.env.FC_MAX_RUNS ??= '40'
// Read by stryker.vitest.config.ts in every worker.
process.env.STRYKER_TESTS = modules.flatMap((name) => MODULES[name]).join(',')
const slug = modules.length === 1 ? modules[0].replace(/\//g, '-') : 'all'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: modules.flatMap((name) => [`${name}/**/*.ts`, `!${name}/**/__tests__/**`, `!${name}/index.ts`]),
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: `.artifacts/mutation/${slug}.json` },
  htmlReporter: { fileName: `.artifacts/mutation/${slug}.html` },
  // Re-runs after new tests re-test only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: `.artifacts/mutation/${slug}.incremental.json`,
  tempDirName: '.artifacts/stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
}
