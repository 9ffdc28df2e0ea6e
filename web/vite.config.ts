import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { assetFileName, chunkFileName, chunkGroups } from './build/chunkNames.ts';
import { headStartPlugin } from './build/headStartPlugin.ts';
import { localesPlugin } from './build/localesPlugin.ts';
import { learnerShellListPlugin } from './build/prefetchList.ts';
import { pwaOptions } from './build/pwaOptions.ts';
import { sourceSideEffects } from './build/sideEffects.ts';
import { releasePlugin } from './build/releases.ts';

// `pnpm --filter @peilian/web dev` talks to a server started separately (default port 3000).
const apiTarget = process.env.PEILIAN_API ?? 'http://localhost:3000';

export default defineConfig({
  // releasePlugin builds into `.releases/<build>` and then switches the `dist` link to it.
  plugins: [react(), localesPlugin(), learnerShellListPlugin(), headStartPlugin(), VitePWA(pwaOptions), releasePlugin()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    // The build manifest lets a test prove the learner entry never statically imports admin code.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // No preload links for a dynamic import's scripts (its stylesheets keep theirs): on a visit the
    // service worker serves, inserting them cost the phone's main thread more than the waterfall they
    // avoid; a first visit preloads the learner shell from its list (docs/decisions.md "No module preload").
    modulePreload: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sourceSideEffects },
      output: { chunkFileNames: chunkFileName, assetFileNames: assetFileName, codeSplitting: { groups: chunkGroups } },
    },
  },
});
