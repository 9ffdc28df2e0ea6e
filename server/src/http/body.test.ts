import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { apiFailureSchema, ok } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { DEFAULT_BODY_LIMITS } from './body.js';
import { parseBody, parseQuery, uploadedFiles } from './validate.js';

const echoSchema = z.object({ name: z.string().min(2, { error: 'validation.required' }), count: z.coerce.number().int() });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    routes: [
      ({ public: router }) => {
        router.post('/api/test/echo', (ctx) => {
          ctx.body = ok({ received: parseBody(ctx, echoSchema) });
        });
        router.delete('/api/test/echo', (ctx) => {
          ctx.body = ok({ received: parseBody(ctx, echoSchema) });
        });
        router.get('/api/test/query', (ctx) => {
          ctx.body = ok({ received: parseQuery(ctx, echoSchema) });
        });
        router.post('/api/test/upload', async (ctx) => {
          const fields = parseBody(ctx, z.object({ title: z.string() }));
          const files = await Promise.all(
            uploadedFiles(ctx, 'file').map(async (file) => ({
              name: file.originalFilename,
              size: file.size,
              text: await readFile(file.filepath, 'utf8'),
              filepath: file.filepath,
            })),
          );
          ctx.body = ok({ title: fields.title, files });
        });
      },
    ],
  });
});
afterAll(() => server?.close());

const post = (path: string, body: string, contentType?: string) =>
  server.fetch(path, { method: 'POST', body, headers: contentType ? { 'Content-Type': contentType } : {} });

async function expectFailure(response: Response, status: number, errcode: number) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+:\d+|<html|SyntaxError/i);
  const body = apiFailureSchema.parse(JSON.parse(text));
  expect(body.errcode).toBe(errcode);
  return body;
}

describe('body parsing', () => {
  it('parses JSON and form bodies into the same validated value', async () => {
    const json = await post('/api/test/echo', JSON.stringify({ name: '张伟', count: 3 }), 'application/json');
    const form = await post('/api/test/echo', 'name=%E5%BC%A0%E4%BC%9F&count=3', 'application/x-www-form-urlencoded');
    expect(await json.json()).toEqual({ successed: true, received: { name: '张伟', count: 3 } });
    expect(await form.json()).toEqual({ successed: true, received: { name: '张伟', count: 3 } });
  });

  it('parses the body of a DELETE call, as the shared client sends them', async () => {
    const response = await server.fetch('/api/test/echo', {
      method: 'DELETE',
      body: 'name=ab&count=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await response.json()).toEqual({ successed: true, received: { name: 'ab', count: 1 } });
  });

  it('answers malformed JSON with 400 errors.malformedBody', async () => {
    const response = await post('/api/test/echo', '{"name": "x",', 'application/json');
    const body = await expectFailure(response, 400, 40001);
    expect(body).toEqual({ successed: false, errcode: 40001, errmsg: '请求内容无法解析，请检查格式' });
  });

  it('answers a form body with broken percent-encoding with 400 errors.malformedBody', async () => {
    const response = await post('/api/test/echo', 'name=%E5%BC&count=%ZZ', 'application/x-www-form-urlencoded');
    await expectFailure(response, 400, 40001);
  });

  it('answers a JSON body over the limit with 413 errors.payloadTooLarge', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_100_000), count: 1 });
    const response = await post('/api/test/echo', big, 'application/json');
    await expectFailure(response, 413, 41300);
  });

  it('answers an unsupported body type with 415', async () => {
    const response = await post('/api/test/echo', '<a/>', 'application/xml');
    await expectFailure(response, 415, 41500);
  });

  it('parses a multipart file field and removes the temporary file after the request', async () => {
    const form = new FormData();
    form.set('title', '录音');
    form.set('file', new Blob(['hello 陪练'], { type: 'text/plain' }), 'hello.txt');
    const response = await server.fetch('/api/test/upload', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      title: string;
      files: { name: string; size: number; text: string; filepath: string }[];
    };
    expect(body.title).toBe('录音');
    expect(body.files).toHaveLength(1);
    expect(body.files[0]).toMatchObject({ name: 'hello.txt', size: Buffer.byteLength('hello 陪练'), text: 'hello 陪练' });
    expect(body.files[0]!.filepath.startsWith(server.config.dataDir)).toBe(true);
    expect(existsSync(body.files[0]!.filepath)).toBe(false);
  });

  it('removes the temporary upload when the handler fails', async () => {
    const form = new FormData();
    form.set('file', new Blob(['data']), 'a.bin');
    const response = await server.fetch('/api/test/upload', { method: 'POST', body: form });
    await expectFailure(response, 400, 40002);
    const uploads = await readdir(`${server.config.dataDir}/tmp/uploads`).catch(() => []);
    expect(uploads).toEqual([]);
  });
});

describe('validation failures', () => {
  it('answers 400 errors.invalidInput with translated details', async () => {
    const zh = await post('/api/test/echo', JSON.stringify({ name: 'x', count: 'many' }), 'application/json');
    const zhBody = (await zh.json()) as { errcode: number; errmsg: string; detail: string[] };
    expect(zh.status).toBe(400);
    expect(zhBody.errcode).toBe(40002);
    expect(zhBody.detail[0]).toBe('此项为必填项');
    expect(zhBody.detail[1]).toMatch(/^count: /);
    expect(zhBody.errmsg).toBe(`输入有误：${zhBody.detail.join('; ')}`);

    const en = await server.fetch('/api/test/echo', {
      method: 'POST',
      body: JSON.stringify({ count: 1 }),
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    });
    const enBody = (await en.json()) as { errmsg: string; detail: string[] };
    expect(enBody.detail).toEqual(['name: This field is required']);
    expect(enBody.errmsg).toBe('Invalid input: name: This field is required');
  });

  it('validates the query string the same way', async () => {
    const good = await server.fetch('/api/test/query?name=ab&count=2');
    expect(await good.json()).toEqual({ successed: true, received: { name: 'ab', count: 2 } });
    const bad = await server.fetch('/api/test/query?name=ab', { headers: { 'Accept-Language': 'zh-TW' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string[] }).detail).toEqual(['count: 此項為必填項']);
  });
});

describe("a request's own file limit", () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ bodyLimits: { ...DEFAULT_BODY_LIMITS, fileBytes: 64 } });
  });
  afterAll(() => small?.close());

  const upload = (pathname: string, bytes: number) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'call.wav');
    return small.fetch(pathname, { method: 'POST', body: form, headers: { 'Accept-Language': 'en' } });
  };

  it('may be larger than the default: a call recording is parsed up to the audio limit, other uploads stop at the default', async () => {
    await expectFailure(await upload('/api/admin/v3/knowledge', 100), 413, 41300);
    // Parsed, then refused for want of a session: the size was no obstacle.
    const recording = await upload(`/${ADMIN_ENDPOINTS.dialogCollect.upload.path}`, 100);
    expect(recording.status).not.toBe(413);
    expect(apiFailureSchema.parse(await recording.json()).errcode).toBe(10000);
  });
});
