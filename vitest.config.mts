import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Server-only modules are tested in Node, outside React's server environment.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', 'e2e-real/**', '.wordpress-real/**'],
  },
})
