import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { apiFailureSchema, createTranslator, uploadResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { pngOfSize } from '../../../test/practiceClient.js';
import { JPEG_BYTES, PNG_BYTES, uploadFile } from '../../../test/uploads.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());

let server: TestServer;
const clock = new ManualClock(new Date('2026-05-20T18:30:00Z'));
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

async function storedFiles(): Promise<string[]> {
  const root = path.join(server.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('POST /api/file/upload?filetype=logo', () => {
  it('stores a PNG under orgless/logo/<day in China> and serves it read-only', async () => {
    const response = await uploadFile(server.fetch, PNG_BYTES);
    expect(response.status).toBe(200);
    const body = uploadResponseSchema.parse(await response.json());
    // 18:30 UTC is already the next day in China.
    expect(body.path).toMatch(/^\/files\/orgless\/logo\/20260521\/[A-Za-z0-9_-]{16}\.png$/);
    expect(body.size).toBe(PNG_BYTES.length);

    const served = await server.fetch(body.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect((await server.fetch(body.path, { method: 'DELETE' })).status).toBe(405);
  });

  it('names a JPEG by its bytes, whatever the file is called', async () => {
    const response = await uploadFile(server.fetch, JPEG_BYTES, { filename: 'photo.png', type: 'image/png' });
    expect(uploadResponseSchema.parse(await response.json()).path).toMatch(/\.jpg$/);
  });

  it('refuses a renamed non-image before storing it, in the caller language', async () => {
    const before = await storedFiles();
    const response = await uploadFile(server.fetch, Buffer.from('<svg onload="alert(1)"></svg>'), {
      filename: 'logo.png',
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errcode: number; detail: string[] };
    expect(body.errcode).toBe(40002);
    expect(body.detail).toEqual([createTranslator('en')('register.imageFormat')]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 2 MB before storing it', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await uploadFile(server.fetch, big);
    expect(response.status).toBe(413);
    expect((await failure(response)).errcode).toBe(41300);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image past 8192 px a side or 40 megapixels before storing it, naming the limits in the caller language', async () => {
    const before = await storedFiles();
    for (const [width, height] of [
      [30_000, 30_000],
      [8193, 1],
      [1, 8193],
      [8000, 6000],
    ] as const) {
      for (const language of ['zh-CN', 'zh-TW', 'en'] as const) {
        const response = await uploadFile(server.fetch, pngOfSize(width, height), { headers: { 'Accept-Language': language } });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errcode: number; detail: string[] };
        expect(body.errcode).toBe(40002);
        expect(body.detail).toEqual([createTranslator(language)('library.rules.imageDimensions', { side: 8192, megapixels: 40, width, height })]);
      }
    }
    expect(await storedFiles()).toEqual(before);
    expect((await uploadFile(server.fetch, pngOfSize(8192, 4882))).status).toBe(200);
  });

  it('needs exactly one file', async () => {
    const empty = await server.fetch('/api/file/upload?filetype=logo', { method: 'POST', body: new FormData() });
    expect((await failure(empty)).errcode).toBe(40002);
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'a.png');
    form.append('file', new Blob([PNG_BYTES]), 'b.png');
    expect((await failure(await server.fetch('/api/file/upload?filetype=logo', { method: 'POST', body: form }))).errcode).toBe(40002);
  });

  it('is public only for logos: other kinds need a session first', async () => {
    expect((await failure(await uploadFile(server.fetch, PNG_BYTES, { filetype: 'avatar' }))).errcode).toBe(10000);
    const token = await server.login('learner01');
    const notTheirs = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'banner', headers: { token } });
    expect((await failure(notTheirs)).errcode).toBe(40300);
    const unknown = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'exe', headers: { token } });
    expect((await failure(unknown)).errcode).toBe(40002);
  });

  it('refuses a level image of 30000×30000 from a signed-in administrator, nothing stored', async () => {
    const token = await server.login('owner01');
    const before = await storedFiles();
    const response = await uploadFile(server.fetch, pngOfSize(30_000, 30_000), { filetype: 'level', headers: { token, 'Accept-Language': 'en' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string[] }).detail).toEqual([
      'Images may be at most 8192 pixels wide and high and 40 million pixels in all (this one is 30000×30000)',
    ]);
    expect(await storedFiles()).toEqual(before);
    expect((await uploadFile(server.fetch, PNG_BYTES, { filetype: 'level', headers: { token } })).status).toBe(200);
  });

  it("stores a signed-in user's avatar in the organisation's avatar folder", async () => {
    const token = await server.login('learner01');
    const response = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'avatar', headers: { token } });
    const stored = ((await response.json()) as { path: string }).path;
    const org = await demoOrganisation(server.database.db);
    expect(stored).toMatch(new RegExp(`^/files/${org.id}/avatar/\\d{8}/[A-Za-z0-9_-]+\\.png$`));
    expect((await server.fetch(stored)).status).toBe(200);
  });

  it('takes a registration avatar without a session, outside any organisation, at the 2 MB image limit', async () => {
    const response = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'registrationavatar', filename: 'wxfile-tmp.png' });
    const stored = uploadResponseSchema.parse(await response.json()).path;
    expect(stored).toMatch(/^\/files\/orgless\/avatar\/\d{8}\/[A-Za-z0-9_-]{16}\.png$/);
    expect((await server.fetch(stored)).status).toBe(200);

    const before = await storedFiles();
    const big = await uploadFile(server.fetch, Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]), { filetype: 'registrationavatar' });
    expect(big.status).toBe(413);
    const text = await uploadFile(server.fetch, Buffer.from('not an image'), { filetype: 'registrationavatar' });
    expect((await failure(text)).errcode).toBe(40002);
    expect(await storedFiles()).toEqual(before);
  });

  it('serves nothing outside the storage root', async () => {
    // fetch would normalise the dots away; a raw request sends them as an attacker would.
    for (const raw of ['/files/../../package.json', '/files/%2e%2e/%2e%2e/etc/passwd', '/files/orgless/..%2f..%2f..%2fpackage.json']) {
      const status = await new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port: server.port, path: raw }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(status, raw).toBe(404);
    }
    expect((await server.fetch('/files/orgless/logo/none.png')).status).toBe(404);
  });

  it('allows 30 uploads per IP in 10 minutes', async () => {
    clock.advance(601);
    for (let upload = 1; upload <= 30; upload += 1) expect((await uploadFile(server.fetch, PNG_BYTES)).status, `upload ${upload}`).toBe(200);
    const refused = await uploadFile(server.fetch, PNG_BYTES);
    expect(refused.status).toBe(429);
    expect((await failure(refused)).errcode).toBe(42900);
    clock.advance(601);
    expect((await uploadFile(server.fetch, PNG_BYTES)).status).toBe(200);
  });
});
