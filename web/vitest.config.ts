import { defineConfig } from 'vitest/config';

/** The web app's unit and component tests (jsdom or node), in parallel like any unit suite. */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    exclude: ['test/**/*.browser.test.ts'],
    environment: 'node',
    // A component's first render in jsdom (antd's styles built on first use) takes 1–2 s on a quiet
    // machine and several times that beside another suite on two cores; a hang still fails.
    testTimeout: 30_000,
    isolate: false,
    setupFiles: ['src/test/freshModules.ts'],
  },
});
