import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'miniprogram',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // miniprogram-simulate renders WXML into a DOM (j-component over exparser).
    environment: 'jsdom',
    // The seeded demo database the real server of the simulator tests starts from, built once per run.
    globalSetup: ['@peilian/server/testing/globalSetup'],
  },
})
