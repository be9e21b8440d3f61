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
  },
});
