import { apiFailureSchema, randomCodeResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());

let server: TestServer;
let answers: string[] = [];
beforeAll(async () => {
  // The test knows each answer the server draws; everything else is the real captcha path.
  server = await startTestServer({ env: { CAPTCHA: 'on' }, captchaText: () => answers.shift() ?? 'ZZZZ' });
});
afterAll(() => server?.close());

async function keyWithCaptcha(answer: string) {
  const key = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
  answers = [answer];
  const image = await server.fetch(`/api/login/verifycode?randomkey=${encodeURIComponent(key.randomkey)}`);
  return { key, image };
}

describe('graphic captcha (CAPTCHA=on)', () => {
  it('announces the captcha with the key and through verifyservice', async () => {
    const key = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
    expect(key.captcha).toBe(true);
    expect(await (await server.fetch('/api/login/verifyservice')).json()).toEqual({ successed: true, captcha: true, type: 'graphic' });
  });

  it('draws an SVG of 111×40 with 8 lines and 100 dots that does not contain the answer', async () => {
    const { image } = await keyWithCaptcha('K7PX');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toBe('no-store');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="111" height="40"/);
    expect(svg.match(/<circle /g)).toHaveLength(100);
    expect(svg.match(/ Q/g)).toHaveLength(8);
    expect(svg).not.toMatch(/K7PX|<text/i);
  });

  it('signs in with the right answer, in any letter case', async () => {
    const { key } = await keyWithCaptcha('K7PX');
    const response = await postPasswordLogin(server.fetch, { account: 'learner01', password: 'Peilian@2026', randomkey: key, captcha: 'k7px' });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong or missing answer and uses the key up either way', async () => {
    const { key } = await keyWithCaptcha('K7PX');
    const wrong = await postPasswordLogin(server.fetch, { account: 'learner01', password: 'Peilian@2026', randomkey: key, captcha: 'K7PY' });
    expect(wrong.status).toBe(400);
    expect(await failure(wrong)).toEqual({ successed: false, errcode: 40005, errmsg: '图形验证码错误' });
    const retried = await postPasswordLogin(server.fetch, { account: 'learner01', password: 'Peilian@2026', randomkey: key, captcha: 'K7PX' });
    expect((await failure(retried)).errcode).toBe(40004);

    const fresh = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
    const none = await postPasswordLogin(server.fetch, { account: 'learner01', password: 'Peilian@2026', randomkey: fresh });
    expect((await failure(none)).errcode).toBe(40005);
  });

  it('takes only the newest image of a key', async () => {
    const { key } = await keyWithCaptcha('AAAA');
    answers = ['BBBB'];
    await server.fetch(`/api/login/verifycode?randomkey=${encodeURIComponent(key.randomkey)}`);
    const stale = await postPasswordLogin(server.fetch, { account: 'learner01', password: 'Peilian@2026', randomkey: key, captcha: 'AAAA' });
    expect((await failure(stale)).errcode).toBe(40005);
  });

  it('draws nothing for an unknown or used key, and validates the query', async () => {
    const unknown = await server.fetch('/api/login/verifycode?randomkey=nope');
    expect(unknown.status).toBe(400);
    expect((await failure(unknown)).errcode).toBe(40004);
    const missing = await server.fetch('/api/login/verifycode');
    expect((await failure(missing)).errcode).toBe(40002);
  });
});
