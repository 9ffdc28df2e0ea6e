import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCES } from '@peilian/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, DIST_DIR, initialFiles, precachedUrls, readDist, requireDist } from './support/dist';

// Strings only antd's own code carries (icon class and CSS-in-JS hash attribute); antd-mobile has neither.
const ANTD_MARKERS = ['anticon', 'data-css-hash'];

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(join(DIST_DIR, file));
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

beforeAll(() => {
  requireDist();
});

describe('built web app and its service worker precache', () => {
  it('puts the admin area in lazily loaded chunks under assets/admin/', () => {
    const manifest = buildManifest();
    const admin = manifest['src/admin/AdminApp.tsx'];
    expect(admin?.file).toMatch(/^assets\/admin\//);
    expect(manifest['index.html']?.dynamicImports).toContain('src/admin/AdminApp.tsx');
    const initial = [...initialFiles(manifest)];
    expect(initial.some((file) => file.startsWith('assets/admin/'))).toBe(false);
    const adminCode = readDist(admin?.file ?? '');
    for (const marker of ANTD_MARKERS) expect(adminCode).toContain(marker);
  });

  it('precaches the learner app shell', () => {
    const urls = precachedUrls();
    const expected = ['index.html', ...initialFiles(), 'locales/zh-TW.json', 'locales/en.json', 'manifest.webmanifest'];
    for (const url of expected) expect(urls).toContain(url);
    expect(urls.filter((url) => url.startsWith('icons/')).length).toBeGreaterThanOrEqual(3);
  });

  it('does not precache admin chunks or antd', () => {
    const urls = precachedUrls();
    expect(urls.filter((url) => url.startsWith('assets/admin/'))).toEqual([]);
    for (const url of urls.filter((candidate) => candidate.endsWith('.js'))) {
      const code = readDist(url);
      for (const marker of ANTD_MARKERS) expect(code.includes(marker), `${url} contains antd (${marker})`).toBe(false);
    }
  });

  it('keeps pdf.js out of the precache and runtime-caches it once a document is opened', () => {
    const urls = precachedUrls();
    expect(urls.filter((url) => url.startsWith('assets/ondemand/') || url.endsWith('.mjs'))).toEqual([]);
    const viewer = readdirSync(join(DIST_DIR, 'assets/ondemand'));
    expect(viewer.some((file) => readDist(`assets/ondemand/${file}`).includes('GlobalWorkerOptions'))).toBe(true);
    expect(readDist('sw.js')).toContain('peilian-document-viewer');
  });

  it('runtime-caches admin chunks and falls back to index.html for navigations', () => {
    const sw = readDist('sw.js');
    expect(sw).toContain('peilian-admin-chunks');
    expect(sw).toMatch(/NavigationRoute\([^)]*createHandlerBoundToURL\("index\.html"\)/);
    // WeChat's OAuth callbacks must reach the server, which redirects them to hash routes.
    expect(sw).toContain('denylist:[/^\\/api\\//,/^\\/wxcall(back)?\\//,/^\\/files\\//]');
    expect(sw).toContain('SKIP_WAITING');
  });

  it('emits the runtime language files from the shared resources', () => {
    expect(JSON.parse(readDist('locales/zh-TW.json'))).toEqual(RESOURCES['zh-TW']);
    expect(JSON.parse(readDist('locales/en.json'))).toEqual(RESOURCES.en);
  });

  it('keeps zh-TW and en strings out of the learner JavaScript', () => {
    const code = [...initialFiles()]
      .filter((file) => file.endsWith('.js'))
      .map(readDist)
      .join('\n');
    expect(code).toContain(RESOURCES['zh-CN'].nav.trainingCentre);
    expect(code).not.toContain(RESOURCES.en.nav.trainingCentre);
    expect(code).not.toContain(RESOURCES['zh-TW'].nav.trainingCentre);
  });

  it('writes a web manifest with real 192 and 512 icons, one of them maskable', () => {
    const manifest = JSON.parse(readDist('manifest.webmanifest')) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: '陪练', display: 'standalone', start_url: './' });
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src)).toEqual({ width, height });
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(readDist('index.html')).toContain('rel="manifest"');
  });
});
