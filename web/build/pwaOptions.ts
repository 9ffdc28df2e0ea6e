import type { VitePWAOptions } from 'vite-plugin-pwa';
import { ADMIN_CHUNK_DIR, ON_DEMAND_CHUNK_DIR } from './chunkNames.ts';
import { LOCALES_DIR } from './localesPlugin.ts';

/** Brand colours used by the web manifest, index.html and the generated icons. */
export const THEME_COLOR = '#1677ff';
export const BACKGROUND_COLOR = '#ffffff';

/**
 * Service worker and web manifest. The precache holds the learner app shell (index.html, learner
 * JS/CSS, the learner namespaces of every language, icons); admin chunks and antd, the admin
 * strings, and pdf.js, are excluded by path and only runtime-cached once opened. Registration is
 * done by the app through workbox-window, which prompts before a new version takes over
 * (registerType 'prompt').
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: './',
    name: '陪练',
    short_name: '陪练',
    description: '陪练 · 智能培训考试平台',
    lang: 'zh-CN',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeAssets: ['icons/apple-touch-icon.png', 'favicon.svg'],
  workbox: {
    // Icons, favicon and the web manifest are added by the plugin (manifest icons + includeAssets).
    globPatterns: ['**/*.{js,css,html,json}'],
    globIgnores: ['**/node_modules/**', '.vite/**', `${ADMIN_CHUNK_DIR}/**`, `${ON_DEMAND_CHUNK_DIR}/**`, `${LOCALES_DIR}/*/admin.json`],
    navigateFallback: 'index.html',
    // The server answers these itself: WeChat's callbacks (redirected to hash routes) and stored files.
    navigateFallbackDenylist: [/^\/api\//, /^\/wxcall(back)?\//, /^\/files\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Admin chunks have content hashes, so a cached copy never goes stale.
        urlPattern: /\/assets\/admin\/.+\.js$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'peilian-admin-chunks',
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
      {
        // The organisation's logos and login background (its look, kept on the device by the look
        // source): each upload has a name of its own, so a cached copy serves until the look names another.
        urlPattern: /\/files\/[^/]+\/individuate\/.+\.(png|jpe?g|gif|webp|svg)$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'peilian-look-images',
          expiration: { maxEntries: 20, maxAgeSeconds: 365 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The back office's strings, fetched when it opens. Their names carry no content hash, so
        // the network answers first and the cached copy serves offline.
        urlPattern: /\/locales\/[^/]+\/admin\.json$/,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'peilian-admin-locales',
          expiration: { maxEntries: 10, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
      {
        // The customer's voice files (docs/practice.md "Lines and audio"): named by their content, so a
        // cached copy never goes stale, and kept by that name whatever session the URL names — a line
        // heard before, in this session or another, plays from here, offline too.
        urlPattern: /\/api\/trainning\/v3\/practice\/session\/[^/]+\/voice\/[0-9a-f]{32}$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'peilian-practice-voice',
          expiration: { maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [{ cacheKeyWillBeUsed: ({ request }) => Promise.resolve(request.url.replace(/\/session\/[^/]+\/voice\//, '/voice/')) }],
        },
      },
      {
        // The call's ringtone and ambience (docs/practice.md "Ringtone and ambience"): an audio's id
        // never names other bytes, so they are kept by it whatever session the URL names.
        urlPattern: /\/api\/trainning\/v3\/practice\/session\/[^/]+\/sound\/[0-9a-f-]{36}$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'peilian-practice-sound',
          expiration: { maxEntries: 20, maxAgeSeconds: 90 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [{ cacheKeyWillBeUsed: ({ request }) => Promise.resolve(request.url.replace(/\/session\/[^/]+\/sound\//, '/sound/')) }],
        },
      },
      {
        // pdf.js and its worker, character maps and fonts: fetched when a document is first opened,
        // then kept so documents open offline.
        urlPattern: /\/assets\/(ondemand\/.+\.js|.+\.(mjs|bcmap|pfb|ttf|wasm))$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'peilian-document-viewer',
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
};
