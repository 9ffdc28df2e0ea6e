import { defineConfig } from 'vitest/config'

export default defineConfig({
  // What the build's defineConstants gives the app (config/index.ts): the unit tests import its modules.
  define: { PEILIAN_API_BASE: JSON.stringify('http://localhost:3000') },
  test: {
    name: 'miniprogram',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts', 'config/**/*.test.ts'],
    // miniprogram-simulate renders WXML into a DOM (j-component over exparser).
    environment: 'jsdom',
    // The seeded demo database the real server of the simulator tests starts from, built once per run.
    globalSetup: ['@peilian/server/testing/globalSetup'],
    // A test launches the built app once or twice in the simulator, against a server process: about
    // a second each on a quiet machine, several while the browser lane runs beside it
    // (docs/testing.md, "Two lanes"). Every wait in them is on an event, so this only bounds a hang.
    testTimeout: 20_000,
  },
})
