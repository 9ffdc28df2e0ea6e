import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../../test/harness.js';

const BUNDLE = `export const words = ${JSON.stringify('陪练'.repeat(2000))};`;

/** A raw GET, so the answer's encoding is seen as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string, token = ''): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding, ...(token ? { token } : {}) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let server: TestServer;
let removeDist: () => Promise<void>;
/** The builds, as `web/build/releases.ts` writes them, and the `dist` link the server is given. */
let releases: string;
let link: string;

/** Points the link at a build with one rename, as the web build does. */
async function switchTo(build: string): Promise<void> {
  const temporary = `${link}.next`;
  await symlink(path.relative(path.dirname(link), build), temporary, 'dir');
  await rename(temporary, link);
}

beforeAll(async () => {
  const dist = await tempDir('peilian-dist-');
  removeDist = dist.remove;
  releases = path.join(dist.dir, '.releases');
  link = path.join(dist.dir, 'dist');
  const build = path.join(releases, '20260101T000000-000Z-1');
  await mkdir(path.join(build, 'assets'), { recursive: true });
  await writeFile(path.join(build, 'index.html'), '<!doctype html><title>陪练</title><div id="root"></div>');
  await writeFile(path.join(build, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(build, 'manifest.webmanifest'), '{"name":"陪练"}');
  await writeFile(path.join(build, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  // The compressed copies the web build writes beside a file (web/build/precompress.ts).
  await writeFile(path.join(build, 'assets', 'app-Ef34Gh.js'), BUNDLE);
  await writeFile(path.join(build, 'assets', 'app-Ef34Gh.js.br'), brotliCompressSync(BUNDLE));
  await writeFile(path.join(build, 'assets', 'app-Ef34Gh.js.gz'), gzipSync(BUNDLE));
  await writeFile(path.join(build, 'favicon.ico'), 'ico');
  await switchTo(build);
  server = await startTestServer({ env: { WEB_DIST: link } });
});
afterAll(async () => {
  await server?.close();
  await removeDist?.();
});

describe('web app', () => {
  it('sends the brotli or gzip copy of a file to a browser that accepts it, and the file itself otherwise', async () => {
    const url = `${server.url}/assets/app-Ef34Gh.js`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('compresses API answers above 1 KB for clients that accept it, and leaves small ones alone', async () => {
    const token = await server.login('superadmin');
    const large = await rawGet(`${server.url}/api/admin/organization/userlist`, 'gzip', token);
    const small = await rawGet(`${server.url}/api/health`, 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.body).toString())).toMatchObject({ successed: true, rows: expect.any(Array) });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ successed: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await server.fetch('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves the service worker and manifest without caching', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const response = await server.fetch(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await server.fetch('/assets/index-Ab12Cd.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('falls back to index.html for app paths but not for missing files', async () => {
    const app = await server.fetch('/user/dashboard/center');
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<div id="root">');
    const missing = await server.fetch('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it('does not serve files outside the web directory', async () => {
    const response = await server.fetch('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('keeps /api answers as JSON envelopes', async () => {
    const response = await server.fetch('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ successed: false, errcode: 40400 });
  });
});

describe('a rebuild', () => {
  const NEW_INDEX = '<!doctype html><title>陪练</title><div id="root" data-build="2"></div>';
  const wholeAnswers = new Set([
    '200 <!doctype html><title>陪练</title><div id="root"></div>',
    `200 ${NEW_INDEX}`,
    '200 self.addEventListener("install", () => {});',
    '200 // build 2',
  ]);
  const answer = async (file: string) => {
    const response = await server.fetch(file);
    return `${response.status} ${await response.text()}`;
  };

  it('serves the old build while the new one is written, never 404s index.html or sw.js across the switch, and keeps the old assets', async () => {
    const next = path.join(releases, '20260102T000000-000Z-2');
    await mkdir(path.join(next, 'assets'), { recursive: true });
    await writeFile(path.join(next, 'assets', 'index-Ef34Gh.js'), 'console.log(2)');
    // Half written: no index.html or sw.js in the new build yet, and the link still names the old one.
    await expect(answer('/')).resolves.toBe('200 <!doctype html><title>陪练</title><div id="root"></div>');
    await expect(answer('/sw.js')).resolves.toBe('200 self.addEventListener("install", () => {});');
    await writeFile(path.join(next, 'index.html'), NEW_INDEX);
    await writeFile(path.join(next, 'sw.js'), '// build 2');

    // Requests racing switches back and forth each get one whole build's file.
    const previous = path.join(releases, '20260101T000000-000Z-1');
    const racing = Promise.all(Array.from({ length: 40 }, (_, i) => answer(i % 2 ? '/sw.js' : '/index.html')));
    for (const build of [next, previous, next, previous, next]) await switchTo(build);
    for (const found of await racing) expect(wholeAnswers.has(found), found).toBe(true);

    await expect(answer('/')).resolves.toBe(`200 ${NEW_INDEX}`);
    await expect(answer('/sw.js')).resolves.toBe('200 // build 2');
    await expect(answer('/assets/index-Ef34Gh.js')).resolves.toBe('200 console.log(2)');
    // A page opened on the old build still loads its chunks, as immutable as before.
    const old = await server.fetch('/assets/index-Ab12Cd.js');
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await old.text()).toBe('console.log(1)');
    // Only assets come from earlier builds: anything else is the current build's or missing.
    expect((await server.fetch('/favicon.ico')).status).toBe(404);
    expect((await server.fetch('/assets/gone-123.js')).status).toBe(404);
  });
});

describe('without a built web app', () => {
  it('says at / how to build it', async () => {
    const bare = await startTestServer();
    try {
      const response = await bare.fetch('/');
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('pnpm build:web');
      expect(text).toContain('尚未构建');
    } finally {
      await bare.close();
    }
  });
});
