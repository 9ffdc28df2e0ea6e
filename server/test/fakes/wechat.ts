import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type RunningFake } from './http.js';

/**
 * A fake WeChat for tests and browser runs: the API (`/sns/jscode2session`, `/sns/oauth2/access_token`,
 * `/sns/userinfo`, the official account's `/cgi-bin/token` and `/cgi-bin/message/template/send`) and the open platform's QR / authorise pages, on one real HTTP server (use its URL
 * for both WECHAT_API_BASE and WECHAT_OPEN_BASE).
 *
 * Codes: `code-<openid>` always means that openid (reusable, no unionid); codes registered with
 * `register()` or `POST /__admin/codes` carry any identity and work once, like WeChat's; `fail-…`
 * and unknown codes answer `{errcode: 40029, errmsg: "invalid code"}`.
 */
export interface WechatIdentity {
  openid: string;
  unionid?: string;
  nickname?: string;
}

export interface FakeWechatOptions {
  /** appid → secret accepted; default: any non-empty pair. */
  apps?: Record<string, string>;
  port?: number;
}

export interface FakeWechatCall {
  path: string;
  query: Record<string, string>;
}

export interface FakeWechat extends RunningFake {
  /** Registers a one-time code for an identity. */
  register(code: string, identity: WechatIdentity): void;
  /**
   * Who "scans" the QR / authorise page: with a scanner set, opening that page redirects straight to
   * `redirect_uri?code=…&state=…` with a fresh code for this identity (browser tests); null clears it.
   */
  setScanner(identity: WechatIdentity | null): void;
  calls: FakeWechatCall[];
  /** The template messages the official account sent (`cgi-bin/message/template/send`), in order. */
  messages: FakeTemplateMessage[];
  /** The next `count` template sends answer a system error (-1, busy) instead of sending. */
  failNextMessages(count: number): void;
  /** Resolves once `count` template sends have been asked for (sent or refused), counted from the start. */
  waitForAttempts(count: number): Promise<void>;
  /** Resolves with the messages once `count` have been sent, counted from the start. */
  waitForMessages(count: number): Promise<FakeTemplateMessage[]>;
}

/** A template message as the fake received it. */
export interface FakeTemplateMessage {
  touser: string;
  template_id: string;
  url: string;
  data: Record<string, { value: string }>;
}

const invalidCode = { errcode: 40029, errmsg: 'invalid code' };

/** Server environment that points both WeChat clients (web OAuth and mini-program) at a fake. */
export function fakeWechatEnv(url: string): Record<string, string> {
  return {
    WECHAT_API_BASE: url,
    WECHAT_OPEN_BASE: url,
    WECHAT_APPID: 'wx-web',
    WECHAT_SECRET: 'web-secret',
    WECHAT_MINI_APPID: 'wx-mini',
    WECHAT_MINI_SECRET: 'mini-secret',
    WECHAT_PUB_APPID: 'wx-pub',
    WECHAT_PUB_SECRET: 'pub-secret',
    WECHAT_TASK_TEMPLATE_ID: 'task-template',
  };
}

export async function startFakeWechat(options: FakeWechatOptions = {}): Promise<FakeWechat> {
  const codes = new Map<string, WechatIdentity>();
  const tokens = new Map<string, WechatIdentity>();
  const calls: FakeWechatCall[] = [];
  const messages: FakeTemplateMessage[] = [];
  /** The official account's live access tokens (`cgi-bin/token`). */
  const appTokens = new Set<string>();
  let failing = 0;
  let attempts = 0;
  const waiters: (() => boolean)[] = [];
  /** Settles the waiters whose condition now holds. */
  const wake = () => {
    for (const waiter of [...waiters]) if (waiter()) waiters.splice(waiters.indexOf(waiter), 1);
  };
  const waitFor = (holds: () => boolean) =>
    new Promise<void>((resolve) => {
      const waiter = () => {
        if (!holds()) return false;
        resolve();
        return true;
      };
      if (!waiter()) waiters.push(waiter);
    });
  let scanner: WechatIdentity | null = null;

  const appError = (query: URLSearchParams) => {
    const appid = query.get('appid') ?? '';
    const secret = query.get('secret') ?? '';
    if (!appid || (options.apps && !(appid in options.apps))) return { errcode: 40013, errmsg: 'invalid appid' };
    if (!secret || (options.apps && options.apps[appid] !== secret)) return { errcode: 40125, errmsg: 'invalid appsecret' };
    return null;
  };

  const identityFor = (code: string): WechatIdentity | { errcode: number; errmsg: string } => {
    const registered = codes.get(code);
    if (registered) {
      codes.delete(code);
      return registered;
    }
    if (code.startsWith('code-') && code.length > 5) return { openid: code.slice(5) };
    return invalidCode;
  };

  const authorisePage = (url: URL, response: ServerResponse) => {
    const redirect = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state') ?? '';
    if (!redirect) return sendJson(response, 400, { errcode: 10003, errmsg: 'redirect_uri missing' });
    if (scanner) {
      const code = `scan-${randomBytes(8).toString('hex')}`;
      codes.set(code, scanner);
      const target = new URL(redirect);
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
      response.writeHead(302, { Location: target.toString() });
      response.end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><meta charset="utf-8"><title>Fake WeChat</title><p>Fake WeChat login for state ${state.replace(/[^\w-]/g, '')}: no scanner set (POST /__admin/scanner).</p>`,
    );
  };

  const running = await startFakeServer((request, url, body, response) => {
    const query = url.searchParams;
    if (url.pathname.startsWith('/sns/') || url.pathname.startsWith('/cgi-bin/')) calls.push({ path: url.pathname, query: Object.fromEntries(query) });
    if (request.method === 'POST' && url.pathname === '/__admin/codes') {
      const { code, ...identity } = JSON.parse(body || '{}') as WechatIdentity & { code: string };
      codes.set(code, identity);
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === 'POST' && url.pathname === '/__admin/scanner') {
      const identity = JSON.parse(body || 'null') as WechatIdentity | null;
      scanner = identity?.openid ? identity : null;
      return sendJson(response, 200, { ok: true });
    }
    if (url.pathname === '/__admin/calls') return sendJson(response, 200, calls);
    if (url.pathname === '/connect/qrconnect' || url.pathname === '/connect/oauth2/authorize') return authorisePage(url, response);

    if (url.pathname === '/cgi-bin/token') {
      const refused = appError(query);
      if (refused) return sendJson(response, 200, refused);
      const token = randomBytes(16).toString('hex');
      appTokens.add(token);
      return sendJson(response, 200, { access_token: token, expires_in: 7200 });
    }
    if (request.method === 'POST' && url.pathname === '/cgi-bin/message/template/send') {
      if (!appTokens.has(query.get('access_token') ?? '')) return sendJson(response, 200, { errcode: 40001, errmsg: 'invalid credential' });
      attempts += 1;
      const message = JSON.parse(body || '{}') as FakeTemplateMessage;
      const refusal =
        failing > 0 ? { errcode: -1, errmsg: 'system error' } : !message.touser || !message.template_id ? { errcode: 40003, errmsg: 'invalid openid' } : null;
      if (failing > 0) failing -= 1;
      if (!refusal) messages.push(message);
      sendJson(response, 200, refusal ?? { errcode: 0, errmsg: 'ok', msgid: messages.length });
      wake();
      return;
    }
    if (url.pathname === '/sns/jscode2session') {
      const refused = appError(query);
      if (refused) return sendJson(response, 200, refused);
      const identity = identityFor(query.get('js_code') ?? '');
      if ('errcode' in identity) return sendJson(response, 200, identity);
      return sendJson(response, 200, {
        openid: identity.openid,
        session_key: randomBytes(16).toString('base64'),
        ...(identity.unionid ? { unionid: identity.unionid } : {}),
      });
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const refused = appError(query);
      if (refused) return sendJson(response, 200, refused);
      const identity = identityFor(query.get('code') ?? '');
      if ('errcode' in identity) return sendJson(response, 200, identity);
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, identity);
      return sendJson(response, 200, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: identity.openid,
        scope: 'snsapi_login',
        ...(identity.unionid ? { unionid: identity.unionid } : {}),
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const identity = tokens.get(query.get('access_token') ?? '');
      if (!identity || identity.openid !== query.get('openid'))
        return sendJson(response, 200, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      return sendJson(response, 200, {
        openid: identity.openid,
        nickname: identity.nickname ?? `微信用户${identity.openid.slice(-4)}`,
        sex: 0,
        province: '',
        city: '',
        country: 'CN',
        headimgurl: '',
        privilege: [],
        ...(identity.unionid ? { unionid: identity.unionid } : {}),
      });
    }
    sendJson(response, 404, { errcode: 404, errmsg: 'fake wechat: unknown path' });
  }, options.port);

  return {
    ...running,
    calls,
    messages,
    failNextMessages: (count) => {
      failing = count;
    },
    waitForAttempts: (count) => waitFor(() => attempts >= count),
    waitForMessages: async (count) => {
      await waitFor(() => messages.length >= count);
      return messages.slice(0, count);
    },
    register: (code, identity) => void codes.set(code, identity),
    setScanner: (identity) => {
      scanner = identity;
    },
  };
}
