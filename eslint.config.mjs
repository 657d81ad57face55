import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    '.wordpress-real/**',
    'wordpress-plugin/**',
    '.bench/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
])

export default eslintConfig
