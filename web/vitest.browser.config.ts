import { defineConfig } from 'vitest/config';

/** The web app in a real Chromium against the real server (`test/*.browser.test.ts`). */
export default defineConfig({
  test: {
    name: 'web-browser',
    include: ['test/**/*.browser.test.ts'],
    environment: 'node',
    // One file at a time: two at once (each a test, a server and a Chromium on two cores) left
    // timing-sensitive tests failing (docs/testing.md, "Flakes").
    fileParallelism: false,
    // The seeded demo database each file's server starts from, built once per run.
    globalSetup: ['@peilian/server/testing/globalSetup'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Polls wait on a real server and a real browser, which a loaded machine slows down.
    expect: { poll: { timeout: 10_000 } },
  },
});
