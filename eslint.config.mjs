import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '**/.next/**',
    'out/**',
    '**/next-env.d.ts',
    '.lighthouseci/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    '.wordpress-real*/**',
    'wordpress-plugin/**',
    '.bench/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `const { dropped, ...rest } = value` is how a field is left out: not an unused variable.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests walk arbitrary JSON answers of WordPress; production code stays without `any`.
    files: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
])

export default eslintConfig
