import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    // Builds the run's seeded template database once (PGlite or PostgreSQL); each test copies it.
    globalSetup: ['./test/support/globalSetup.ts'],
    // One module graph per worker, not per file: importing the server's modules cost each file
    // about 4 s, half of the PostgreSQL pass (docs/testing.md, "Module import"). What the server keeps
    // in memory about its database is emptied whenever a server starts (src/lib/processCache.ts).
    isolate: false,
    testTimeout: 30_000,
    // Setup builds databases and the demo history, many times slower beside another run on two
    // cores; the guard is for a hang.
    hookTimeout: 600_000,
  },
});
