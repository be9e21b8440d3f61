import { defineConfig } from 'vitest/config';

// Component and unit tests run without the React Router Vite plugin (it expects a full app
// build); modules are tested directly or through createRoutesStub.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Margins for a loaded machine (2 shared cores): a slow test is not a failing one.
    testTimeout: 15_000,
    // Files of a worker share one module graph (imports once per worker instead of once per
    // file: CPU time of the suite divided by three). Tests clean up after themselves (setup.ts).
    isolate: false,
  },
});
