import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../../test/harness.js';

let server: TestServer;
let removeDist: () => Promise<void>;
beforeAll(async () => {
  const dist = await tempDir('peilian-dist-');
  removeDist = dist.remove;
  await mkdir(path.join(dist.dir, 'assets'));
  await writeFile(path.join(dist.dir, 'index.html'), '<!doctype html><title>陪练</title><div id="root"></div>');
  await writeFile(path.join(dist.dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(dist.dir, 'manifest.webmanifest'), '{"name":"陪练"}');
  await writeFile(path.join(dist.dir, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  await writeFile(path.join(dist.dir, 'favicon.ico'), 'ico');
  server = await startTestServer({ env: { WEB_DIST: dist.dir } });
});
afterAll(async () => {
  await server?.close();
  await removeDist?.();
});

describe('web app', () => {
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
