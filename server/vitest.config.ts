import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    // Builds the run's seeded template database once (PGlite or PostgreSQL); each test copies it.
    globalSetup: ['./test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
