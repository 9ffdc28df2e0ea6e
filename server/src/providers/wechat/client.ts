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
  /** The official account (服务号) that sends task messages; optional where no task message is sent. */
  pub?: WechatApp | undefined;
  /** The official account's template of a task message (first, keyword1 task, keyword2 time, remark). */
  taskTemplateId?: string | undefined;
  timeoutMs?: number;
}

/** One template message of the official account: its recipient, the page it opens and its fields. */
export interface TemplateMessage {
  openid: string;
  url: string;
  data: Record<string, string>;
}

/** WeChat's errcodes of an access token that is no longer valid: the next call fetches a new one. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);
/** An access token is renewed this long before WeChat says it ends. */
const TOKEN_MARGIN_MS = 5 * 60_000;

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
  /** The official account's cached access token (`cgi-bin/token`) and when to renew it. */
  private pubToken: { value: string; renewAt: number } | undefined;

  constructor(private readonly options: WechatClientOptions) {}

  /** The official account is configured with a task-message template: task messages can be sent. */
  get pubConfigured(): boolean {
    return this.options.pub !== undefined && Boolean(this.options.taskTemplateId);
  }

  get webConfigured(): boolean {
    return this.options.web !== undefined;
  }

  get miniConfigured(): boolean {
    return this.options.mini !== undefined;
  }

  private async call(path: string, query: Record<string, string>, body?: unknown): Promise<WechatReply> {
    const url = new URL(path, `${this.options.apiBase}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let reply: WechatReply;
    try {
      const init: RequestInit = { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) };
      if (body !== undefined) Object.assign(init, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const response = await fetch(url, init);
      reply = (await response.json()) as WechatReply;
    } catch (error) {
      throw new WechatError(-1, `WeChat unreachable: ${(error as Error).message}`);
    }
    if (typeof reply !== 'object' || reply === null) throw new WechatError(-1, 'WeChat answered no object');
    if (reply.errcode) throw new WechatError(reply.errcode, reply.errmsg ?? 'WeChat error');
    return reply;
  }

  private app(kind: 'web' | 'mini' | 'pub'): WechatApp {
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

  /** Exchanges an official-account OAuth code (scope snsapi_base) for the follower's openid. */
  async pubOpenid(code: string): Promise<string> {
    const { appid, secret } = this.app('pub');
    const token = await this.call('sns/oauth2/access_token', { appid, secret, code, grant_type: 'authorization_code' });
    const openid = text(token.openid);
    if (!openid) throw new WechatError(-1, 'WeChat returned no openid');
    return openid;
  }

  /** The official account's authorise page (scope snsapi_base: no prompt), returning to `redirectUri`. */
  pubAuthorizeUrl(redirectUri: string, state: string): string {
    const { appid } = this.app('pub');
    const query = `appid=${encodeURIComponent(appid)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_base&state=${encodeURIComponent(state)}`;
    return `${this.options.openBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
  }

  /** The official account's access token (`cgi-bin/token`), kept until shortly before it ends. */
  private async pubAccessToken(now: number): Promise<string> {
    if (this.pubToken && now < this.pubToken.renewAt) return this.pubToken.value;
    const { appid, secret } = this.app('pub');
    const reply = await this.call('cgi-bin/token', { grant_type: 'client_credential', appid, secret });
    const value = text(reply.access_token);
    if (!value) throw new WechatError(-1, 'WeChat returned no access token');
    const expiresMs = (typeof reply.expires_in === 'number' ? reply.expires_in : 7200) * 1000;
    this.pubToken = { value, renewAt: now + Math.max(0, expiresMs - TOKEN_MARGIN_MS) };
    return value;
  }

  /**
   * Sends a task message (`cgi-bin/message/template/send`) with the task template; a token WeChat
   * no longer accepts is fetched again once. Answers WeChat's message id.
   */
  async sendTaskMessage(message: TemplateMessage, now = Date.now()): Promise<string> {
    const templateId = this.options.taskTemplateId;
    if (!templateId) throw new WechatError(-1, 'WeChat task-message template is not configured');
    const body = {
      touser: message.openid,
      template_id: templateId,
      url: message.url,
      data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
    };
    const send = async () => this.call('cgi-bin/message/template/send', { access_token: await this.pubAccessToken(now) }, body);
    let reply: WechatReply;
    try {
      reply = await send();
    } catch (error) {
      if (!(error instanceof WechatError) || !STALE_TOKEN.has(error.errcode)) throw error;
      this.pubToken = undefined;
      reply = await send();
    }
    return String(reply.msgid ?? '');
  }
}
