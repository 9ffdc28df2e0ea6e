import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: one test file per core. The browser and simulator files wait on servers and
    // Chromium in other processes, so two of them share the machine as well.
    maxWorkers: 2,
    projects: ['shared', 'server', 'web/vitest.config.ts', 'web/vitest.browser.config.ts', 'miniprogram'],
  },
});
