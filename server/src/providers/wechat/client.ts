/** App credentials of one WeChat application (web site app or mini-program). */
export interface WechatApp {
  appid: string;
  secret: string;
}

/** A WeChat user as an app sees it. */
export interface WechatUser {
  openid: string;
  unionid?: string | undefined;
  nickname?: string | undefined;
}

/** WeChat answered with an error (`errcode` ≠ 0), or could not be reached (`errcode` -1). */
export class WechatError extends Error {
  override name = 'WechatError';

  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface WechatClientOptions {
  /** e.g. https://api.weixin.qq.com (tests: the fake server). */
  apiBase: string;
  /** e.g. https://open.weixin.qq.com (the QR / authorise pages). */
  openBase: string;
  web: WechatApp | undefined;
  mini: WechatApp | undefined;
  timeoutMs?: number;
}

interface WechatReply {
  errcode?: number;
  errmsg?: string;
  [field: string]: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The WeChat calls the server makes: web OAuth (`/sns/oauth2/access_token`, `/sns/userinfo`) and
 * mini-program login (`/sns/jscode2session`). Base URLs are configurable so tests use a local fake.
 */
export class WechatClient {
  constructor(private readonly options: WechatClientOptions) {}

  get webConfigured(): boolean {
    return this.options.web !== undefined;
  }

  get miniConfigured(): boolean {
    return this.options.mini !== undefined;
  }

  private async call(path: string, query: Record<string, string>): Promise<WechatReply> {
    const url = new URL(path, `${this.options.apiBase}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let reply: WechatReply;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
      reply = (await response.json()) as WechatReply;
    } catch (error) {
      throw new WechatError(-1, `WeChat unreachable: ${(error as Error).message}`);
    }
    if (typeof reply !== 'object' || reply === null) throw new WechatError(-1, 'WeChat answered no object');
    if (reply.errcode) throw new WechatError(reply.errcode, reply.errmsg ?? 'WeChat error');
    return reply;
  }

  private app(kind: 'web' | 'mini'): WechatApp {
    const app = this.options[kind];
    if (!app) throw new WechatError(-1, `WeChat ${kind} app is not configured`);
    return app;
  }

  /** Exchanges a web OAuth code (QR scan or in-WeChat authorise); `profile` also reads the nickname. */
  async webLogin(code: string, profile = false): Promise<WechatUser> {
    const { appid, secret } = this.app('web');
    const token = await this.call('sns/oauth2/access_token', { appid, secret, code, grant_type: 'authorization_code' });
    const openid = text(token.openid);
    const accessToken = text(token.access_token);
    if (!openid || !accessToken) throw new WechatError(-1, 'WeChat returned no openid');
    const user: WechatUser = { openid, unionid: text(token.unionid) };
    if (!profile) return user;
    const info = await this.call('sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
    return { ...user, unionid: user.unionid ?? text(info.unionid), nickname: text(info.nickname) };
  }

  /** Exchanges a mini-program `Taro.login` code. */
  async miniLogin(code: string): Promise<WechatUser> {
    const { appid, secret } = this.app('mini');
    const session = await this.call('sns/jscode2session', { appid, secret, js_code: code, grant_type: 'authorization_code' });
    const openid = text(session.openid);
    if (!openid) throw new WechatError(-1, 'WeChat returned no openid');
    return { openid, unionid: text(session.unionid) };
  }

  /** The QR-login page a PC shows (website app, scope snsapi_login), returning to `redirectUri`. */
  qrConnectUrl(redirectUri: string, state: string): string {
    const { appid } = this.app('web');
    const query = `appid=${encodeURIComponent(appid)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_login&state=${encodeURIComponent(state)}`;
    return `${this.options.openBase}/connect/qrconnect?${query}#wechat_redirect`;
  }
}
