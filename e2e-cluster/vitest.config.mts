import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// `npm run test:cluster` (README « Several instances »); the unit tests' config excludes e2e-cluster/.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e-cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
})
