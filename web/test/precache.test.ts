import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, NAMESPACES, RESOURCES, splitByNamespace, type Messages } from '@peilian/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, DIST_DIR, initialFiles, precachedUrls, readDist, requireDist } from './support/dist';

// Strings only antd's own code carries (icon class and CSS-in-JS hash attribute); antd-mobile has neither.
const ANTD_MARKERS = ['anticon', 'data-css-hash'];

/** The language files of the learner areas; the back office's (`admin`) are fetched when it opens. */
const LEARNER_LOCALES = LANGUAGES.flatMap((language) =>
  NAMESPACES.filter((namespace) => namespace !== 'admin').map((namespace) => `locales/${language}/${namespace}.json`),
);

const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(leaves) : [];

/** The JavaScript index.html loads before anything lazy (the entry's static closure in Vite's manifest). */
const learnerEntryCode = () =>
  [...initialFiles()]
    .filter((file) => file.endsWith('.js'))
    .map(readDist)
    .join('\n');

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

  it("lists in index.html the centre's files beyond the entry (the learner shell's and the training area's), for a first visit and the sign-in page", () => {
    const text = /<script type="application\/json" id="learner-centre-files">([^<]*)<\/script>/.exec(readDist('index.html'))?.[1];
    const list = JSON.parse(text ?? '[]') as string[];
    const entry = initialFiles();
    const beyond = [...initialFiles(buildManifest(), 'src/learner/shell.ts')].filter((file) => !entry.has(file));
    expect(beyond.some((file) => file.endsWith('.css'))).toBe(true);
    expect(list).toEqual(expect.arrayContaining(beyond.map((file) => `/${file}`)));
    // The training area, whose schemas read the centre's answer, and nothing the entry already loads.
    expect(list.some((file) => file.endsWith('.js') && readDist(file.slice(1)).includes('api/trainning/v3/center'))).toBe(true);
    expect(list.filter((file) => entry.has(file.slice(1)))).toEqual([]);
    expect(new Set(list).size).toBe(list.length);
  });

  it('loads the entry as one script and the centre in a few more, not dozens of one-kilobyte files', () => {
    const entry = initialFiles();
    const shell = [...initialFiles(buildManifest(), 'src/learner/shell.ts')].filter((file) => !entry.has(file) && file.endsWith('.js'));
    expect([...entry].filter((file) => file.endsWith('.js'))).toHaveLength(1);
    // The mobile components come in a handful of files shared by the pages that use them.
    expect(shell.filter((file) => file.startsWith('assets/mobile-ui-')).length).toBeGreaterThan(0);
    expect(shell.length).toBeLessThan(20);
  });

  it("loads the centre's head start from the head, async and before the entry, alone and precached", () => {
    const html = readDist('index.html');
    const src = /<script src="\/(assets\/head-start-[0-9a-f]{8}\.js)" async><\/script>/.exec(html)?.[1] ?? '';
    expect(src).not.toBe('');
    expect(html.indexOf(src)).toBeLessThan(html.indexOf('type="module"'));
    expect(precachedUrls()).toContain(src);
    // One classic script of a few KB: no import, no zod, no React; the centre's path is in it.
    const code = readDist(src);
    expect(code.length).toBeLessThan(12_000);
    expect(code).not.toMatch(/\bimport\b|ZodError|react\.element/);
    expect(code).toContain('api/trainning/v3/center');
  });

  it('precaches the learner app shell', () => {
    const urls = precachedUrls();
    const expected = ['index.html', ...initialFiles(), ...LEARNER_LOCALES, 'manifest.webmanifest'];
    for (const url of expected) expect(urls).toContain(url);
    expect(urls.filter((url) => url.startsWith('icons/')).length).toBeGreaterThanOrEqual(3);
  });

  it('does not precache admin chunks, admin strings or antd', () => {
    const urls = precachedUrls();
    expect(urls.filter((url) => url.startsWith('assets/admin/'))).toEqual([]);
    expect(urls.filter((url) => url.startsWith('locales/') && url.endsWith('/admin.json'))).toEqual([]);
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

  it('runtime-caches admin chunks and strings and falls back to index.html for navigations', () => {
    const sw = readDist('sw.js');
    expect(sw).toContain('peilian-admin-chunks');
    expect(sw).toContain('peilian-admin-locales');
    expect(sw).toMatch(/NavigationRoute\([^)]*createHandlerBoundToURL\("index\.html"\)/);
    // WeChat's OAuth callbacks must reach the server, which redirects them to hash routes.
    expect(sw).toContain('denylist:[/^\\/api\\//,/^\\/wxcall(back)?\\//,/^\\/files\\//]');
    expect(sw).toContain('SKIP_WAITING');
  });

  it('emits one language file per language and namespace from the shared resources', () => {
    for (const language of LANGUAGES) {
      const parts = splitByNamespace(RESOURCES[language]);
      for (const namespace of NAMESPACES)
        expect(JSON.parse(readDist(`locales/${language}/${namespace}.json`)), `${language}/${namespace}`).toEqual(parts[namespace]);
    }
  });

  it('keeps zh-TW and en strings out of the learner JavaScript', () => {
    const code = learnerEntryCode();
    expect(code).toContain(RESOURCES['zh-CN'].nav.trainingCentre);
    expect(code).not.toContain(RESOURCES.en.nav.trainingCentre);
    expect(code).not.toContain(RESOURCES['zh-TW'].nav.trainingCentre);
    // Every string of the other languages that zh-CN does not share (antd-mobile's own zh-TW and
    // en locales bring short words, such as 確定, 不能為空 or Cancel, so only phrases are looked for).
    const source = new Set(leaves(RESOURCES['zh-CN']));
    const phrases = (messages: Messages, phrase: RegExp) => leaves(messages).filter((text) => !source.has(text) && phrase.test(text));
    const zhTW = phrases(RESOURCES['zh-TW'], /[\u4e00-\u9fff]{5}/);
    const en = phrases(RESOURCES.en, /\w+ \w+ \w+/);
    expect(zhTW.length).toBeGreaterThan(500);
    expect(en.length).toBeGreaterThan(500);
    expect(zhTW.filter((text) => code.includes(text))).toEqual([]);
    expect(en.filter((text) => code.includes(text))).toEqual([]);
  });

  it('puts all of zh-CN common, and nothing else of zh-CN, in the learner entry', () => {
    const code = learnerEntryCode();
    const zhCN = splitByNamespace(RESOURCES['zh-CN']);
    const common = leaves(zhCN.common);
    expect(common.filter((text) => !code.includes(text))).toEqual([]);
    // Phrases of the other namespaces not found inside a common string (an admin page's 审核通过 is
    // part of common's 账号审核中，审核通过后…); short words like 不能为空 are antd-mobile's too.
    const elsewhere = (value: unknown) => leaves(value).filter((text) => /[\u4e00-\u9fff]{5}/.test(text) && !common.some((shared) => shared.includes(text)));
    const admin = elsewhere({ people: RESOURCES['zh-CN'].people, trainingAdmin: RESOURCES['zh-CN'].trainingAdmin });
    expect(admin.length).toBeGreaterThan(50);
    expect(admin.filter((text) => code.includes(text))).toEqual([]);
    for (const namespace of NAMESPACES.filter((candidate) => candidate !== 'common')) {
      expect(
        elsewhere(zhCN[namespace]).filter((text) => code.includes(text)),
        namespace,
      ).toEqual([]);
    }
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
