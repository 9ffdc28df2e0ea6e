import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'node',
    // Browser tests share one built app, one Chromium and real servers: run files one at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Polls wait on a real server and a real browser, which a loaded machine slows down.
    expect: { poll: { timeout: 10_000 } },
  },
});
