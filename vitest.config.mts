import { getViteConfig } from 'astro/config'

// Astro's own Vite settings (aliases of tsconfig.json, React), as Astro's « Testing » guide does.
export default getViteConfig({
  test: {
    environment: 'node',
    // Worker threads rather than child processes: every test file still gets its own module
    // registry (mocks and stubbed environment stay per file), for about a third less CPU
    // (docs/benchmarks.md « Test suite »).
    pool: 'threads',
    include: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
    exclude: [
      'node_modules/**',
      'dist/**',
      'e2e/**',
      'e2e-real/**',
      'e2e-cluster/**',
      '.wordpress-real/**',
    ],
  },
})
