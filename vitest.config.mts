import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', 'e2e-real/**', '.wordpress-real/**'],
  },
})
