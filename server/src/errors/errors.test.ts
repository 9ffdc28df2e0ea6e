import { Writable } from 'node:stream';
import { apiFailureSchema, ERRORS } from '@peilian/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { appError } from './index.js';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    logger: pino({ level: 'info' }, logStream),
    routes: [
      ({ public: router }) => {
        router.get('/api/test/boom', () => {
          throw new Error('secret internal detail');
        });
        router.get('/api/test/forbidden', () => {
          throw appError('errors.forbidden');
        });
      },
    ],
  });
});
afterAll(() => server?.close());

async function failure(response: Response) {
  return apiFailureSchema.parse(await response.json());
}

describe('error envelope', () => {
  it('answers an unknown /api route with a 404 envelope', async () => {
    const response = await server.fetch('/api/no/such/thing');
    expect(response.status).toBe(404);
    expect(await failure(response)).toEqual({ successed: false, errcode: 40400, errmsg: '请求的接口不存在' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await server.fetch('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect((await failure(response)).errcode).toBe(ERRORS['errors.methodNotAllowed'].errcode);
  });

  it('uses the status and errcode of the catalogue for a thrown appError', async () => {
    const response = await server.fetch('/api/test/forbidden');
    expect(response.status).toBe(403);
    expect((await failure(response)).errcode).toBe(40300);
  });

  it('translates errmsg by Accept-Language: zh-CN by default, zh-TW and en on request', async () => {
    const zhCN = await failure(await server.fetch('/api/test/forbidden'));
    const zhTW = await failure(await server.fetch('/api/test/forbidden', { headers: { 'Accept-Language': 'zh-TW,zh;q=0.9' } }));
    const hk = await failure(await server.fetch('/api/test/forbidden', { headers: { 'Accept-Language': 'zh-HK' } }));
    const en = await failure(await server.fetch('/api/test/forbidden', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } }));
    const other = await failure(await server.fetch('/api/test/forbidden', { headers: { 'Accept-Language': 'fr' } }));
    expect(zhCN.errmsg).toBe('没有访问权限');
    expect(zhTW.errmsg).toBe('沒有存取權限');
    expect(hk.errmsg).toBe('沒有存取權限');
    expect(en.errmsg).toBe('You do not have permission');
    expect(other.errmsg).toBe('没有访问权限');
  });

  it('hides an unexpected error behind errors.unknown and logs it with its stack', async () => {
    const response = await server.fetch('/api/test/boom', { headers: { 'x-request-id': 'boom-1' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toMatch(/\bat .+:\d+/);
    expect(apiFailureSchema.parse(JSON.parse(text))).toEqual({
      successed: false,
      errcode: 50000,
      errmsg: '系统错误，请稍后重试',
    });
    const logged = logLines.find((line) => line.reqId === 'boom-1' && line.msg === 'unhandled error');
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret internal detail');
    expect((logged?.err as { stack?: string }).stack).toMatch(/errors\.test\.ts/);
  });

  it('logs one line per request with method, status and request id', async () => {
    await server.fetch('/api/health', { headers: { 'x-request-id': 'line-1' } });
    const line = logLines.find((entry) => entry.reqId === 'line-1' && entry.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', url: '/api/health', status: 200 });
  });
});
