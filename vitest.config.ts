import { defineConfig } from 'vitest/config'
import { cssTextVitePlugin } from './scripts/cssText.mjs'

export default defineConfig({
  // Component stylesheets imported `with { type: 'text' }` are their minified text, as in the builds.
  plugins: [cssTextVitePlugin],
  // Vite 8 transforms with Oxc (its esbuild option is ignored); JSX with the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['**/__tests__/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', '.vitrine/**', '.artifacts/**'],
    environment: 'node',
    setupFiles: ['fixtures/fastCheckSeed.ts'],
    // PGlite and Chromium take seconds to start on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
