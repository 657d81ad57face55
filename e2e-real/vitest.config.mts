import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Runs only the tests against a real WordPress; the unit-test config must exclude e2e-real/.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e-real/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
