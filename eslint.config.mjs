import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'

/**
 * A package's default export, or `null` when it is not installed: the TypeScript parser and rules
 * (`typescript-eslint`) and React's rules of hooks (`eslint-plugin-react-hooks`) apply as soon as
 * they are in devDependencies; until then only JavaScript files are linted.
 * @param {string} name
 */
async function optional(name) {
  try {
    return (await import(name)).default
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return null
    throw error
  }
}
const tseslint = await optional('typescript-eslint')
const reactHooks = await optional('eslint-plugin-react-hooks')

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts']

export default defineConfig([
  globalIgnores([
    'dist/**',
    '.astro/**',
    // The Next.js pages still to port: read, never built.
    'app/**',
    '.lighthouseci/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    '.wordpress-real*/**',
    'wordpress-plugin/**',
    '.bench/**',
  ]),
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `const { dropped, ...rest } = value` is how a field is left out: not an unused variable.
      'no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  ...(tseslint
    ? [
        {
          files: TS,
          extends: [tseslint.configs.recommended],
          languageOptions: { globals: { ...globals.browser, ...globals.node } },
          rules: {
            '@typescript-eslint/no-explicit-any': 'error',
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
      ]
    : []),
  ...(tseslint && reactHooks
    ? [
        {
          files: ['**/*.tsx'],
          plugins: { 'react-hooks': reactHooks },
          rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'error',
          },
        },
      ]
    : []),
])
