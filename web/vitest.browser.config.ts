import { defineConfig } from 'vitest/config';

/**
 * The browser files the suites lane runs once its own suites are done, while the browser lane is
 * still busy (docs/testing.md, "Two lanes"): the admin page scans, two static pages, and back-office
 * files of their own server (notifications, the assistant's three), about three minutes, so that both
 * lanes end together.
 */
export const TAIL_FILES = [
  'test/adminPages.browser.test.ts',
  'test/licence.browser.test.ts',
  'test/unsubscribe.browser.test.ts',
  'test/notifications.browser.test.ts',
  'test/knowledge.browser.test.ts',
  'test/aigcBank.browser.test.ts',
  'test/dialogCollect.browser.test.ts',
  'test/videoProcessing.browser.test.ts',
  'test/libraryObjectStorage.browser.test.ts',
];

/** The web app in a real Chromium against the real server (`test/*.browser.test.ts`). */
export function browserProject(name: string, include: string[], exclude: string[] = []) {
  return defineConfig({
    test: {
      name,
      include,
      exclude,
      environment: 'node',
      // One file at a time: two at once (each a test, a server and a Chromium on two cores) left
      // timing-sensitive tests failing (docs/testing.md, "Flakes").
      fileParallelism: false,
      // The seeded demo database each file's server starts from, built once per run.
      globalSetup: ['@peilian/server/testing/globalSetup'],
      testTimeout: 60_000,
      // A file's setup starts servers and may build the demo history (some 15 s alone, over 120 s
      // beside another run on two cores); the guard is for a hang.
      hookTimeout: 600_000,
      // Polls wait on a real server and a real browser, which a loaded machine slows down.
      expect: { poll: { timeout: 10_000 } },
    },
  });
}

export default browserProject('web-browser', ['test/**/*.browser.test.ts'], TAIL_FILES);
