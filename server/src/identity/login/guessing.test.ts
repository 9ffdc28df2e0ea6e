import { apiFailureSchema, captchaServiceResponseSchema, createTranslator, randomCodeResponseSchema } from '@peilian/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../../db/schema/index.js';
import { createUser } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';
import { PASSWORD_GUESSING } from '../policy.js';

/**
 * Password guessing (issue 16, finding 4; docs/security.md "Password guessing"): failures bring the
 * captcha and then waits for the address that keeps failing, never a lock; a right password with a
 * solved captcha signs in. Addresses come from X-Forwarded-For (TRUST_PROXY), so one server plays
 * an office, an attacker and the account's owner.
 */

const PASSWORD = 'Peilian@2026';
const WRONG = 'Wrong@2026';
/** Every captcha this server draws reads this (the in-process server's test hook). */
const ANSWER = 'K7PX';

let server: TestServer;
const clock = new ManualClock();
beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' }, captchaText: () => ANSWER });
});
afterAll(() => server?.close());

interface Attempt {
  from: string;
  /** Draw a captcha for the key and answer it (true: rightly; a string: with that answer). */
  captcha?: boolean | string;
  language?: string;
  /** The device token an earlier sign-in handed out. */
  device?: string;
}

/** A sign-in as a client makes it; every answer must be a success or a 4xx, never a 5xx. */
async function signIn(account: string, password: string, { from, captcha, language = 'zh-CN', device }: Attempt) {
  const headers = { 'X-Forwarded-For': from, 'Accept-Language': language };
  let input: Parameters<typeof postPasswordLogin>[1] = { account, password, headers, fields: device ? { devicetoken: device } : {} };
  if (captcha !== undefined && captcha !== false) {
    const key = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode', { headers })).json());
    const image = await server.fetch(`/api/login/verifycode?randomkey=${encodeURIComponent(key.randomkey)}`, { headers });
    expect(image.status).toBe(200);
    input = { ...input, randomkey: key, captcha: captcha === true ? ANSWER.toLowerCase() : captcha };
  }
  const response = await postPasswordLogin(server.fetch, input);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as Record<string, unknown>;
  const errcode = response.status === 200 ? 0 : apiFailureSchema.parse(body).errcode;
  return { status: response.status, errcode, body, retryAfter: response.headers.get('retry-after') };
}

const failures = async (bucket: string, subject: string) =>
  (
    await server.database.db
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)))
  )[0]?.n ?? 0;

const randomCode = async (from: string) =>
  randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode', { headers: { 'X-Forwarded-For': from } })).json());
const captchaService = async (from: string) =>
  captchaServiceResponseSchema.parse(await (await server.fetch('/api/login/verifyservice', { headers: { 'X-Forwarded-For': from } })).json());

describe('failed password sign-ins', () => {
  it('let the right password with the captcha in after five wrong ones; without the captcha the answer asks for it', async () => {
    const user = await createUser(server.database.db);
    const from = '203.0.113.10';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(user.account, WRONG, { from })).errcode, `attempt ${attempt}`).toBe(40003);
    }
    // The fourth and fifth wrong passwords need the captcha, and are answered as wrong.
    for (let attempt = 4; attempt <= 5; attempt += 1) {
      expect((await signIn(user.account, WRONG, { from, captcha: true })).errcode, `attempt ${attempt}`).toBe(40003);
    }

    const asked = await signIn(user.account, PASSWORD, { from });
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({ successed: false, errcode: 40020, errmsg: '登录失败次数较多，请输入图形验证码后再登录' });
    expect((await signIn(user.account, PASSWORD, { from, language: 'en' })).body.errmsg).toBe('Several sign-ins failed: enter the captcha to sign in');
    expect((await signIn(user.account, PASSWORD, { from, captcha: 'ZZZZ' })).errcode).toBe(40005);

    const signedIn = await signIn(user.account, PASSWORD, { from, captcha: true });
    expect(signedIn.status).toBe(200);
    // The success forgets the account's failures: the next sign-in needs no captcha.
    expect(await failures('login-failure:account', user.account)).toBe(0);
    expect((await signIn(user.account, PASSWORD, { from })).status).toBe(200);
  });

  it('ask for the captcha from every address once an account failed, for unknown accounts alike, in any letter case', async () => {
    const user = await createUser(server.database.db);
    for (let attempt = 1; attempt <= PASSWORD_GUESSING.accountCaptchaAfter; attempt += 1) {
      await signIn(user.account, WRONG, { from: '198.51.100.20' });
      await signIn('ghost-account-20', WRONG, { from: '198.51.100.20' });
    }
    const elsewhere = await signIn(user.account.toUpperCase(), PASSWORD, { from: '192.0.2.21' });
    const ghost = await signIn('GHOST-account-20', PASSWORD, { from: '192.0.2.21' });
    expect(elsewhere.body).toEqual(ghost.body);
    expect(elsewhere.errcode).toBe(40020);
    // The owner's address has not failed: its keys do not announce a captcha, the refusal asks for one.
    expect((await randomCode('192.0.2.21')).captcha).toBe(false);
    expect((await signIn(user.account, PASSWORD, { from: '192.0.2.21', captcha: true })).status).toBe(200);
  });

  it('never block an office address: another user signs in there with the captcha', async () => {
    const office = '203.0.113.30';
    const many = PASSWORD_GUESSING.addressCaptchaAfter + 15;
    for (let index = 1; index <= many; index += 1) {
      const captcha = index > PASSWORD_GUESSING.addressCaptchaAfter;
      expect((await signIn(`typo-user-${index}`, WRONG, { from: office, captcha })).errcode, `user ${index}`).toBe(40003);
    }
    expect(await failures('login-failure:ip', office)).toBe(many);

    // The office now needs the captcha, and says so before the first attempt.
    expect((await randomCode(office)).captcha).toBe(true);
    expect(await captchaService(office)).toEqual({ successed: true, captcha: true, type: 'graphic' });
    expect((await signIn('learner01', PASSWORD, { from: office })).errcode).toBe(40020);
    expect((await signIn('learner01', PASSWORD, { from: office, captcha: true })).status).toBe(200);
    // Other addresses are untouched.
    expect(await captchaService('192.0.2.31')).toEqual({ successed: true, captcha: false, type: 'none' });
    expect((await signIn('learner02', PASSWORD, { from: '192.0.2.31' })).status).toBe(200);
  });

  it('slow down an address that keeps failing one account, saying when to try again, while the owner signs in elsewhere', async () => {
    const user = await createUser(server.database.db);
    const attacker = '198.51.100.40';
    for (let attempt = 1; attempt <= PASSWORD_GUESSING.slowAfter; attempt += 1) {
      expect((await signIn(user.account, WRONG, { from: attacker, captcha: true })).errcode, `attempt ${attempt}`).toBe(40003);
    }
    const waiting = await signIn(user.account, WRONG, { from: attacker, captcha: true });
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ successed: false, errcode: 42910, errmsg: '登录尝试次数过多，请30秒后再试', retryAfter: 30 });
    expect(waiting.retryAfter).toBe('30');
    expect((await signIn(user.account, WRONG, { from: attacker, captcha: true, language: 'zh-TW' })).body.errmsg).toBe('登入嘗試次數過多，請30秒後再試');
    // The wait is said first: nobody solves a captcha only to be told to wait.
    expect((await signIn(user.account, PASSWORD, { from: attacker, captcha: 'ZZZZ' })).errcode).toBe(42910);
    expect((await signIn(user.account, PASSWORD, { from: attacker })).errcode).toBe(42910);
    // Waiting is not failing: the refused attempts were not counted.
    expect(await failures('login-failure:pair', `${attacker}|${user.account}`)).toBe(PASSWORD_GUESSING.slowAfter);

    // The owner, at another address, is not held up by the attacker.
    expect((await signIn(user.account, PASSWORD, { from: '192.0.2.41', captcha: true })).status).toBe(200);

    clock.advance(29);
    expect((await signIn(user.account, WRONG, { from: attacker, captcha: true, language: 'en' })).body.errmsg).toBe(
      'Too many sign-in attempts; try again in 1 s',
    );
    clock.advance(1);
    expect((await signIn(user.account, WRONG, { from: attacker, captcha: true })).errcode).toBe(40003);
    // Each further failure doubles the wait.
    expect((await signIn(user.account, WRONG, { from: attacker, captcha: true })).body.retryAfter).toBe(60);

    // After the wait, the right password with the captcha signs in from there too, and ends the wait.
    clock.advance(60);
    expect((await signIn(user.account, PASSWORD, { from: attacker, captcha: true })).status).toBe(200);
    expect((await signIn(user.account, WRONG, { from: attacker, captcha: true })).errcode).toBe(40003);
  });

  it('count attempts racing each other before their passwords are checked', async () => {
    const user = await createUser(server.database.db);
    const from = '198.51.100.50';
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(user.account, WRONG, { from })));
    const codes = answers.map((answer) => answer.errcode).sort();
    const allowed = PASSWORD_GUESSING.accountCaptchaAfter;
    expect(codes).toEqual([...Array<number>(allowed).fill(40003), ...Array<number>(12 - allowed).fill(40020)]);
    expect(await failures('login-failure:account', user.account)).toBe(allowed);
  });

  it('let a classroom behind one address sign in together: sign-ins in flight are no failures of the address', async () => {
    const passwordHash = (await createUser(server.database.db)).passwordHash;
    const learners = await Promise.all(Array.from({ length: 30 }, () => createUser(server.database.db, { passwordHash })));
    const classroom = '203.0.113.70';
    // Every learner has the sign-in page open (its key fetched); then all press the button at once.
    const keys = await Promise.all(learners.map(() => randomCode(classroom)));
    const headers = { 'X-Forwarded-For': classroom };
    const answers = await Promise.all(
      learners.map((learner, index) => postPasswordLogin(server.fetch, { account: learner.account, password: PASSWORD, randomkey: keys[index], headers })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(learners.length).fill(200));
    expect(await failures('login-failure:ip', classroom)).toBe(0);
  });

  it('pause an account guessed from many addresses for unknown devices, while its owner signs in on a known one', async () => {
    const user = await createUser(server.database.db);
    const owner = await signIn(user.account, PASSWORD, { from: '192.0.2.60' });
    const device = String(owner.body.devicetoken);
    expect(device).toMatch(/^[\w-]{43}$/);

    // One guess from each of many addresses, each with a solved captcha: no per-address wait helps.
    for (let guess = 1; guess <= PASSWORD_GUESSING.pauseAfter; guess += 1) {
      expect((await signIn(user.account, WRONG, { from: `198.18.0.${guess}`, captcha: true })).errcode, `guess ${guess}`).toBe(40003);
    }
    const paused = await signIn(user.account, PASSWORD, { from: '198.18.1.1', captcha: true });
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual({
      successed: false,
      errcode: 42922,
      errmsg: createTranslator('zh-CN')('errors.loginAccountPaused', { minutes: 30 }),
      retryAfter: 1800,
    });
    expect(paused.retryAfter).toBe('1800');
    expect((await signIn(user.account, PASSWORD, { from: '198.18.1.2', captcha: true, language: 'en' })).body.errmsg).toBe(
      'Too many failed sign-ins for this account: new devices must wait 30 min; devices it signed in on before are not affected',
    );

    // The owner's known device is counted apart: no captcha, no pause; it gets a new token.
    const known = await signIn(user.account, PASSWORD, { from: '198.18.1.3', device });
    expect(known.status).toBe(200);
    const renewed = String(known.body.devicetoken);
    expect(renewed).not.toBe(device);
    expect((await signIn(user.account, PASSWORD, { from: '198.18.1.3', device })).errcode, 'the old token was replaced').toBe(42922);

    // Wrong passwords from the known device beyond its own bound forget it.
    for (let guess = 1; guess <= PASSWORD_GUESSING.deviceFailuresAllowed; guess += 1) {
      expect((await signIn(user.account, WRONG, { from: '198.18.1.3', device: renewed })).errcode, `device guess ${guess}`).toBe(40003);
    }
    expect((await signIn(user.account, PASSWORD, { from: '198.18.1.3', device: renewed })).errcode).toBe(42922);

    clock.advance(PASSWORD_GUESSING.pauseS);
    expect((await signIn(user.account, PASSWORD, { from: '198.18.1.5', captcha: true })).status).toBe(200);
  });
});
