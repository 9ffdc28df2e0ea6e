import { randomUUID } from 'node:crypto';
import { sendJson, startFakeServer, type RunningFake } from './http.js';
import { checkSignature } from './tencentSms.js';

/**
 * A fake Tencent Captcha for tests: `DescribeCaptchaResult` (Tencent Cloud API 3.0, captcha
 * 2019-07-22) behind the TC3-HMAC-SHA256 check of the SMS fake, answering like Tencent: CaptchaCode
 * 1 for a ticket it issued with its randstr, once; 9 ("ticket error") for anything else. `issue()`
 * plays the browser that solved the captcha. `GET /TCaptcha.js` serves a stand-in for Tencent's
 * script whose captcha is solved as soon as it is shown, with a ticket of `browserTicket`.
 */
export interface FakeTencentCaptcha extends RunningFake {
  secretId: string;
  secretKey: string;
  appId: string;
  appSecretKey: string;
  /** A ticket and randstr as the browser would get them, good once. */
  issue(): { ticket: string; randstr: string };
  /** What the server asked: ticket, randstr and the user's address. */
  checks: { ticket: string; randstr: string; userIp: string }[];
  /** A ticket whose check fails as a Tencent API error (the service refusing the call). */
  failingTicket: string;
}

const SCRIPT = `window.TencentCaptcha = function (appid, callback) {
  this.show = function () { setTimeout(function () { callback({ ret: 0, appid: appid, ticket: 'browser-ticket', randstr: 'browser-randstr' }); }, 0); };
  this.destroy = function () {};
};`;

const answer = (code: number, message: string) => ({
  Response: { CaptchaCode: code, CaptchaMsg: message, EvilLevel: 0, GetCaptchaTime: 0, RequestId: randomUUID() },
});

export async function startFakeTencentCaptcha(port = 0): Promise<FakeTencentCaptcha> {
  const secretId = 'AKIDfakecaptchafakecaptcha';
  const secretKey = 'fake-captcha-secret-key';
  const appId = '190000001';
  const appSecretKey = 'fake-app-secret-key';
  const tickets = new Map<string, string>([['browser-ticket', 'browser-randstr']]);
  const checks: FakeTencentCaptcha['checks'] = [];
  const failingTicket = 'failing-ticket';

  const running = await startFakeServer((request, url, body, response) => {
    if (request.method === 'GET' && url.pathname === '/TCaptcha.js') {
      response.writeHead(200, { 'Content-Type': 'application/javascript' });
      return void response.end(SCRIPT);
    }
    const signatureError = checkSignature(request, body, secretId, secretKey);
    if (signatureError)
      return sendJson(response, 200, { Response: { Error: { Code: signatureError[0], Message: signatureError[1] }, RequestId: randomUUID() } });
    if (request.headers['x-tc-action'] !== 'DescribeCaptchaResult' || request.headers['x-tc-version'] !== '2019-07-22') {
      return sendJson(response, 200, {
        Response: { Error: { Code: 'InvalidAction', Message: 'Only DescribeCaptchaResult is faked' }, RequestId: randomUUID() },
      });
    }
    const payload = JSON.parse(body) as Record<string, unknown>;
    const [ticket, randstr, userIp] = [String(payload.Ticket ?? ''), String(payload.Randstr ?? ''), String(payload.UserIp ?? '')];
    checks.push({ ticket, randstr, userIp });
    if (ticket === failingTicket) return sendJson(response, 200, { Response: { Error: { Code: 'InternalError', Message: 'busy' }, RequestId: randomUUID() } });
    if (payload.CaptchaType !== 9 || payload.CaptchaAppId !== Number(appId) || payload.AppSecretKey !== appSecretKey)
      return sendJson(response, 200, answer(15, 'decrypt fail'));
    if (tickets.get(ticket) !== randstr) return sendJson(response, 200, answer(9, 'ticket error'));
    if (ticket !== 'browser-ticket') tickets.delete(ticket);
    return sendJson(response, 200, answer(1, 'OK'));
  }, port);

  const issue = () => {
    const solved = { ticket: `t03${randomUUID()}`, randstr: `@${randomUUID().slice(0, 6)}` };
    tickets.set(solved.ticket, solved.randstr);
    return solved;
  };
  return { ...running, secretId, secretKey, appId, appSecretKey, issue, checks, failingTicket };
}

/** The environment of a hosted server that shows this fake's captcha. */
export function tencentCaptchaEnv(fake: FakeTencentCaptcha): Record<string, string> {
  return {
    EDITION: 'hosted',
    TENCENT_CAPTCHA_APP_ID: fake.appId,
    TENCENT_CAPTCHA_APP_SECRET_KEY: fake.appSecretKey,
    TENCENT_CAPTCHA_ENDPOINT: fake.url,
    TENCENT_CAPTCHA_SCRIPT: `${fake.url}/TCaptcha.js`,
    TENCENT_SECRET_ID: fake.secretId,
    TENCENT_SECRET_KEY: fake.secretKey,
  };
}
