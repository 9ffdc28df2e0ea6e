import { defineConfig } from 'vitest/config';

/** The web app's unit and component tests (jsdom or node), in parallel like any unit suite. */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    exclude: ['test/**/*.browser.test.ts'],
    environment: 'node',
  },
});
