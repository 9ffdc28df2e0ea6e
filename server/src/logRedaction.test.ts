import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomMobile } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { lastSmsCode } from '../test/identityClient.js';
import { capturingLogger } from '../test/logs.js';
import { redactError, redactText, redactUrl } from './logRedaction.js';

describe('redacting URLs and text', () => {
  it('replaces the values of secret query parameters, whatever their case or encoding, and keeps the rest', () => {
    expect(redactUrl('/api/media/9f1c/content?key=u1.1767225600000.c2lnbmF0dXJl&download=1')).toBe('/api/media/9f1c/content?key=[redacted]&download=1');
    expect(redactUrl('/socket.io/?EIO=4&transport=polling&Token=abc')).toBe('/socket.io/?EIO=4&transport=polling&Token=[redacted]');
    expect(redactUrl('/wxcallback/login?code=0a1b&state=T1cK3t')).toBe('/wxcallback/login?code=[redacted]&state=[redacted]');
    expect(redactUrl('/api/x?%70assword=hunter2&name=%E5%BC%A0')).toBe('/api/x?%70assword=[redacted]&name=%E5%BC%A0');
    expect(redactUrl('/api/trainning/v3/exampaper/abc/start?key=k&preview=0')).toBe('/api/trainning/v3/exampaper/abc/start?key=[redacted]&preview=0');
    expect(redactUrl('/api/admin/organization/userlist?page=1&rows=30')).toBe('/api/admin/organization/userlist?page=1&rows=30');
  });

  it('replaces path ids that are bearer secrets, and the unsubscribe link id', () => {
    expect(redactUrl('/api/login/wxqrcode/QrT1ck3t')).toBe('/api/login/wxqrcode/[redacted]');
    expect(redactUrl('/api/wechat/unsubscribe/SuBsCrIpTiOnId1234')).toBe('/api/wechat/unsubscribe/[redacted]');
    expect(redactUrl('/wxcall/unsubscribe?id=SuBsCrIpTiOnId1234&from=mini')).toBe('/wxcall/unsubscribe?id=[redacted]&from=mini');
    expect(redactUrl('/api/login/wxqrcode')).toBe('/api/login/wxqrcode');
  });

  it('cleans the message and stack of an error that quotes a URL', () => {
    expect(redactText('GET https://api.weixin.qq.com/sns/oauth2/access_token?appid=wx1&secret=S3CR3T&code=C0DE failed')).toBe(
      'GET https://api.weixin.qq.com/sns/oauth2/access_token?appid=wx1&secret=[redacted]&code=[redacted] failed',
    );
    const error = redactError({ type: 'Error', message: 'fetch /api/media/1/content?key=abc', stack: 'Error: fetch /api/media/1/content?key=abc\n    at x' });
    expect(error).toEqual({
      type: 'Error',
      message: 'fetch /api/media/1/content?key=[redacted]',
      stack: 'Error: fetch /api/media/1/content?key=[redacted]\n    at x',
    });
  });

  it('removes structured fields named like a secret, at the top level and one down', () => {
    const { logger, lines } = capturingLogger();
    logger.info({ password: 'hunter2', body: { token: 'abc', authcode: 'xyz' }, key: 'errors.unknown', userId: 'u1' }, 'something');
    logger.error({ err: new Error('failed on /api/x?token=abc') }, 'boom');
    expect(lines[0]).toMatchObject({ password: '[redacted]', body: { token: '[redacted]', authcode: '[redacted]' }, key: 'errors.unknown', userId: 'u1' });
    expect(lines[1]).toMatchObject({ err: { message: 'failed on /api/x?token=[redacted]' } });
  });
});

describe('the request log of a running server', () => {
  let server: TestServer;
  let capture: ReturnType<typeof capturingLogger>;
  beforeAll(async () => {
    capture = capturingLogger();
    server = await startTestServer({ logger: capture.logger });
  });
  afterAll(() => server?.close());

  const requestLine = (url: RegExp) => capture.lines.find((line) => line.msg === 'request' && typeof line.url === 'string' && url.test(line.url));

  it('logs a media viewing key, WeChat codes and a QR ticket only as [redacted]', async () => {
    const viewKey = `${randomUUID()}.${Date.now() + 3_600_000}.c2VjcmV0LXNpZ25hdHVyZQ`;
    const mediaId = randomUUID();
    await server.fetch(`/api/media/${mediaId}/content?key=${viewKey}`);
    await server.fetch('/wxcallback/login?code=WxC0de123&state=St4teT1cket', { redirect: 'manual' });
    await server.fetch('/api/login/wxqrcode/Qr4T1cketS3cret');

    expect(requestLine(/\/content\?/)).toMatchObject({ url: `/api/media/${mediaId}/content?key=[redacted]`, status: expect.any(Number) });
    expect(requestLine(/^\/wxcallback\/login/)).toMatchObject({ url: '/wxcallback/login?code=[redacted]&state=[redacted]', status: 302 });
    expect(requestLine(/^\/api\/login\/wxqrcode\//)).toMatchObject({ url: '/api/login/wxqrcode/[redacted]' });
    for (const secret of [viewKey, 'WxC0de123', 'St4teT1cket', 'Qr4T1cketS3cret']) expect(capture.text()).not.toContain(secret);
  });

  it('logs the task-message subscription pages’ tickets, codes and passwords only as [redacted]', async () => {
    await server.fetch('/wxcall/subscrib?state=SubT1cketS3cret', { redirect: 'manual' });
    await server.fetch('/api/wechat/subscribe/url?state=SubT1cketS3cret');
    await server.fetch('/api/validateuser', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket: 'F0llowerT1cket', mode: 'password', account: 'learner01', password: 'Hunter2@Secret' }),
    });
    expect(requestLine(/^\/wxcall\/subscrib/)).toMatchObject({ url: '/wxcall/subscrib?state=[redacted]', status: 302 });
    expect(requestLine(/^\/api\/wechat\/subscribe\/url/)).toMatchObject({ url: '/api/wechat/subscribe/url?state=[redacted]' });
    expect(requestLine(/^\/api\/validateuser/)).toMatchObject({ status: 404 });
    for (const secret of ['SubT1cketS3cret', 'F0llowerT1cket', 'Hunter2@Secret']) expect(capture.text()).not.toContain(secret);
  });

  it('never logs an SMS sign-in code, though the outbox keeps it', async () => {
    const mobile = randomMobile();
    await createUser(server.database.db, { mobile });
    const response = await server.fetch(`/api/trainning/user/verifycode?mobile=${mobile}`);
    expect(response.status).toBe(200);
    const code = await lastSmsCode(server.config.dataDir, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(capture.lines.some((line) => line.msg === 'sms code written to the outbox' && line.mobile === mobile)).toBe(true);
    expect(capture.text()).not.toContain(`"${code}"`);
  });
});
