import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: one test file per core (the browser files run one at a time, see their config).
    maxWorkers: 2,
    projects: ['shared', 'server', 'web/vitest.config.ts', 'web/vitest.browser.config.ts', 'web/vitest.browserTail.config.ts', 'miniprogram'],
  },
});
