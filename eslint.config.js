// Lint: typescript-eslint's recommended rules plus React's hooks rules (the point of linting a React
// library: effects that miss dependencies or hooks called conditionally break at run time).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// core/ and ui-react/ take their platform as ports; only entries/ import the adapters.
const LAYERS = {
  group: ['**/adapters/**', '**/adapters', '**/entries/**', '**/entries'],
  message:
    'core/ and ui-react/ take platform defaults as ports (props, contexts, options); entries/ wire the adapters in.',
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.vitrine/',
      '.artifacts/',
      'fixtures/core-leaks/',
      'reports/',
      '.stryker-tmp/',
      'docs/api/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layout effects written through the server-quiet wrapper keep their dependency check.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useIsomorphicLayoutEffect$' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A `let` read by a callback before its one assignment (a handle the callback may need to close)
      // cannot be a `const` without a temporal-dead-zone error.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // URL and markup sanitisers match control characters on purpose.
      'no-control-regex': 'off',
      // TypeScript checks names; the core rule does not know DOM and Node globals.
      'no-undef': 'off',
    },
  },
  {
    // Layers: the core and the React bindings take their platform (clock, logger, workers, storage)
    // as ports; only the entries wire the platform's adapters in. Tests may use any adapter.
    files: ['core/**/*.{ts,tsx}', 'ui-react/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LAYERS] }] },
  },
  {
    // React reads a core store through useStore only (ui-react/useStore.ts), never its own subscription
    // or a reducer beside the core's machine.
    files: ['ui-react/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'ui-react/useStore.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [LAYERS],
          paths: [
            {
              name: 'react',
              importNames: ['useSyncExternalStore', 'useReducer'],
              message: 'Read a core store with useStore (ui-react/useStore.ts); machines live in core/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript build scripts run in Node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { Buffer: 'readonly', console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    // Tests and benchmarks feed hostile or foreign-shaped values on purpose.
    files: ['**/__tests__/**', 'bench/**', 'fixtures/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
