import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { uploadResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../../test/harness.js';
import { PNG_BYTES, uploadFile } from '../../test/uploads.js';

// docs/security.md, "Security headers": every answer of the server carries them — an API answer,
// a refusal, a 404, the web app's page and bundles, a stored upload, socket.io's own answers — and
// only the configured hosts may frame the app, and HSTS is sent only behind HTTPS.

/** A raw GET with the headers given as they are (fetch would not let a test set Host): its status and policy. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; policy: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, policy: String(response.headers['content-security-policy'] ?? '') }));
    })
      .on('error', reject)
      .end();
  });
}

/** The policy as a map of directive → its sources. */
function policyOf(header: string | null | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let server: TestServer;
let configured: TestServer;
let removeDist: () => Promise<void>;

beforeAll(async () => {
  const dist = await tempDir('peilian-dist-');
  removeDist = dist.remove;
  await mkdir(path.join(dist.dir, 'assets'), { recursive: true });
  await writeFile(path.join(dist.dir, 'index.html'), '<!doctype html><title>陪练</title><div id="root"></div>');
  await writeFile(path.join(dist.dir, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  server = await startTestServer({ env: { WEB_DIST: dist.dir } });
  configured = await startTestServer({
    env: {
      WEB_DIST: dist.dir,
      FRAME_ANCESTORS: 'https://portal.example.com, https://*.example.cn:8443',
      HTTPS_ONLY: 'on',
      HSTS_MAX_AGE: '600',
      TRUST_PROXY: 'on',
      TENCENT_CAPTCHA_APP_ID: '190000001',
      TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-key',
      TENCENT_CAPTCHA_SCRIPT: 'https://captcha.example.com/TCaptcha.js',
      TENCENT_SECRET_ID: 'id',
      TENCENT_SECRET_KEY: 'key',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await configured?.close();
  await removeDist?.();
});

describe('every kind of answer', () => {
  it('carries the policy, the referrer policy and nosniff', async () => {
    const upload = await uploadFile(server.fetch, PNG_BYTES);
    const uploaded = uploadResponseSchema.parse(await upload.json()).path;
    const answers: [string, Response][] = [
      ['an API answer', await server.fetch('/api/health')],
      ['a refusal (no session)', await server.fetch('/api/trainning/user/logininfo')],
      ['a refusal (invalid input)', await server.fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":' })],
      ['an unknown API path', await server.fetch('/api/no/such/route')],
      ['a wrong method', await server.fetch('/api/health', { method: 'DELETE' })],
      ['the web app', await server.fetch('/')],
      ['a hashed bundle', await server.fetch('/assets/index-Ab12Cd.js')],
      ['a missing bundle', await server.fetch('/assets/index-gone.js')],
      ['an uploaded file', await server.fetch(uploaded)],
      ['a missing upload', await server.fetch('/files/orgless/logo/20260101/missing.png')],
      ['a protected library file', await server.fetch('/files/builtin/media/demo.pdf')],
      // WebSocket only (docs/deploy.md): socket.io refuses polling, with the same headers.
      ["socket.io's refusal of polling", await server.fetch('/socket.io/?EIO=4&transport=polling')],
    ];
    expect(answers.map(([kind, response]) => [kind, response.status])).toEqual([
      ['an API answer', 200],
      ['a refusal (no session)', 401],
      ['a refusal (invalid input)', 400],
      ['an unknown API path', 404],
      ['a wrong method', 405],
      ['the web app', 200],
      ['a hashed bundle', 200],
      ['a missing bundle', 404],
      ['an uploaded file', 200],
      ['a missing upload', 404],
      ['a protected library file', 404],
      ["socket.io's refusal of polling", 400],
    ]);
    for (const [kind, response] of answers) {
      const headers = response.headers;
      expect({ kind, csp: headers.get('content-security-policy') }).toEqual({ kind, csp: expect.stringContaining("default-src 'self'") });
      expect({ kind, referrer: headers.get('referrer-policy'), nosniff: headers.get('x-content-type-options') }).toEqual({
        kind,
        referrer: 'no-referrer',
        nosniff: 'nosniff',
      });
      expect({ kind, frameOptions: headers.get('x-frame-options'), hsts: headers.get('strict-transport-security') }).toEqual({
        kind,
        frameOptions: 'SAMEORIGIN',
        hsts: null,
      });
    }
  });

  it('sends the strict policy the web app was checked against', async () => {
    const policy = policyOf((await server.fetch('/')).headers.get('content-security-policy'));
    const host = new URL(server.url).host;
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", `ws://${host}`, `wss://${host}`],
      'worker-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
  });

  it('names only a well-formed host of the request in connect-src', async () => {
    const named = policyOf((await rawGet(`${server.url}/`, { Host: 'peilian.example.com:8443' })).policy);
    expect(named.get('connect-src')).toEqual(["'self'", 'ws://peilian.example.com:8443', 'wss://peilian.example.com:8443']);
    const injected = await rawGet(`${server.url}/`, { Host: "evil.example;script-src 'unsafe-inline'" });
    expect(injected.status).toBe(200);
    expect(policyOf(injected.policy).get('connect-src')).toEqual(["'self'"]);
    expect(injected.policy).not.toContain('evil');
    // Without TRUST_PROXY a forwarded host is not believed.
    const forwarded = await rawGet(`${server.url}/`, { 'X-Forwarded-Host': 'proxy.example.com' });
    expect(forwarded.policy).not.toContain('proxy.example.com');
  });
});

describe('configured deployment', () => {
  it('lets the configured hosts frame the app, and drops X-Frame-Options, which cannot name them', async () => {
    for (const pathname of ['/', '/api/health', '/api/no/such/route']) {
      const response = await configured.fetch(pathname);
      const policy = policyOf(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.com', 'https://*.example.cn:8443']);
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
  });

  it('sends HSTS and upgrades insecure requests only behind HTTPS', async () => {
    const secure = await configured.fetch('/');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=600');
    expect(policyOf(secure.headers.get('content-security-policy')).get('upgrade-insecure-requests')).toEqual([]);
    const refusal = await configured.fetch('/api/no/such/route');
    expect(refusal.headers.get('strict-transport-security')).toBe('max-age=600');

    const plain = await server.fetch('/');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(policyOf(plain.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(false);
  });

  it('behind a trusted proxy, names the host the browser asked the proxy for', async () => {
    const response = await rawGet(`${configured.url}/`, { 'X-Forwarded-Host': 'peilian.example.com' });
    expect(policyOf(response.policy).get('connect-src')?.slice(0, 3)).toEqual(["'self'", 'ws://peilian.example.com', 'wss://peilian.example.com']);
  });

  it("allows Tencent's captcha script, frame, images and calls only where it is configured", async () => {
    const tencent = ['https://captcha.example.com', 'https://*.captcha.qcloud.com', 'https://*.captcha.gtimg.com'];
    const policy = policyOf((await configured.fetch('/')).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...tencent]);
    expect(policy.get('frame-src')).toEqual(["'self'", ...tencent]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...tencent]);
    expect(policy.get('connect-src')?.slice(-3)).toEqual(tencent);
    const plain = policyOf((await server.fetch('/')).headers.get('content-security-policy'));
    expect(plain.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(plain.get('frame-src')).toEqual(["'self'"]);
  });
});
