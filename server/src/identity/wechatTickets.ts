import { addSeconds } from '../clock.js';
import type { WechatTicketKind } from '../db/schema/index.js';
import { findWechatCode, insertWechatCode, insertWechatTicket } from '../data/wechat.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import { WechatError, type WechatUser } from '../providers/wechat/index.js';
import { hashToken, randomSecret } from '../auth/token.js';
import { BIND_TICKET_TTL_S, QR_TICKET_TTL_S, WECHAT_CODE_TTL_S } from './policy.js';

/**
 * Refuses every WeChat call when the app it needs is not configured: 404 wechatNotEnabled (the
 * feature is off, retrying cannot help), before anything of the request is looked at, so no input
 * can turn it into a gateway failure.
 */
export function assertWechatEnabled({ wechat }: Pick<AppDeps, 'wechat'>, app: 'web' | 'mini'): void {
  if (!(app === 'web' ? wechat.webConfigured : wechat.miniConfigured)) throw appError('errors.wechatNotEnabled');
}

/**
 * The WeChat user behind a code: the web app's OAuth code or the mini-program's login code. A code
 * this server already exchanged (within WeChat's 5 minutes) is answered from the database, so a
 * multi-account choice can post it again. An app that is not configured → wechatNotEnabled (a 404:
 * the feature is off, retrying cannot help); WeChat errors or an unreachable WeChat → wechatFailed
 * (logged with WeChat's errcode).
 */
export async function wechatUserFor({ db, clock, wechat }: AppDeps, log: Logger, app: 'web' | 'mini', code: string, profile = false): Promise<WechatUser> {
  assertWechatEnabled({ wechat }, app);
  const now = clock.now();
  const codeHash = hashToken(`wechat:${app}:${code}`);
  const cached = await findWechatCode(db, codeHash, app, now);
  if (cached) return { openid: cached.openid, unionid: cached.unionid ?? undefined, nickname: cached.nickname };
  let user: WechatUser;
  try {
    user = app === 'web' ? await wechat.webLogin(code, profile) : await wechat.miniLogin(code);
  } catch (error) {
    if (!(error instanceof WechatError)) throw error;
    log.warn({ app, errcode: error.errcode, reason: error.message }, 'wechat code exchange failed');
    throw appError('errors.wechatFailed');
  }
  await insertWechatCode(db, {
    codeHash,
    app,
    openid: user.openid,
    unionid: user.unionid ?? null,
    nickname: user.nickname ?? '',
    expiresAt: addSeconds(now, WECHAT_CODE_TTL_S),
  });
  return user;
}

/**
 * A new QR-login or bind ticket (the OAuth `state`) and the authorise URL that returns to
 * `/wxcallback/<kind>` on this server. Needs the web app to be configured (else wechatNotEnabled).
 */
export async function openWechatTicket(
  deps: AppDeps,
  kind: WechatTicketKind,
  user?: { orgId: string; userId: string },
): Promise<{ ticket: string; url: string; expiresIn: number }> {
  assertWechatEnabled(deps, 'web');
  const ticket = randomSecret(18);
  const expiresIn = kind === 'login' ? QR_TICKET_TTL_S : BIND_TICKET_TTL_S;
  await insertWechatTicket(deps.db, { id: ticket, kind, ...(user ?? {}), expiresAt: addSeconds(deps.clock.now(), expiresIn) });
  const url = deps.wechat.qrConnectUrl(`${deps.publicUrl}/wxcallback/${kind}`, ticket);
  return { ticket, url, expiresIn };
}
