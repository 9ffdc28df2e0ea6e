import { isAdminUser, type LoginLogMethod } from '@peilian/shared';
import type { Context } from 'koa';
import { permissionUser } from '../auth/permissionUser.js';
import { addSeconds } from '../clock.js';
import { insertLoginLog } from '../data/loginLogs.js';
import { takeRateBudget } from '../data/rateEvents.js';
import { findUserByAccount, findUsersByMobile, type UserWithOrg } from '../data/users.js';
import type { ClientKind, NewLoginLogRow } from '../db/schema/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import { AppError, classify } from '../errors/index.js';
import { clientIp, clientKindOf } from '../http/request.js';
import { CAPTCHA_DEMAND_LOG_S } from './policy.js';

/**
 * One sign-in attempt as the sign-in log sees it (docs/security.md "Sign-in logs"). The route names
 * the method and the account typed; the sign-in code fills in the user once it is known
 * (`signIn` always does, and marks the success).
 */
export interface LoginAttempt {
  method: LoginLogMethod;
  /** The account as typed, the mobile, or '' when the method names none (WeChat, codes). */
  account: string;
  found?: UserWithOrg;
  signedIn?: boolean;
}

/** A new attempt for a route to pass down to its sign-in. */
export const loginAttempt = (method: LoginLogMethod, account = ''): LoginAttempt => ({ method, account });

const DEVICE_MAX = 200;

/** The client's own `browser` and `os` headers (spec §7), else its user agent, trimmed. */
export function deviceOf(ctx: Context): string {
  const told = `${ctx.get('browser').trim()} ${ctx.get('os').trim()}`.trim();
  return (told || ctx.get('user-agent').trim()).slice(0, DEVICE_MAX);
}

/** Where a sign-in came from: an HTTP request's, or a socket's (a voice sign-in). */
export interface LoginOrigin {
  deps: AppDeps;
  log: Logger;
  ip: string;
  device: string;
  client: ClientKind;
}

const originOf = (ctx: Context): LoginOrigin => ({ deps: ctx.deps, log: ctx.log, ip: clientIp(ctx), device: deviceOf(ctx), client: clientKindOf(ctx) });

/** The user the attempt was about, when the sign-in code did not get that far. */
async function userOf(origin: LoginOrigin, attempt: LoginAttempt): Promise<UserWithOrg | undefined> {
  if (attempt.found || !attempt.account) return attempt.found;
  if (attempt.method === 'password') return findUserByAccount(origin.deps.db, attempt.account.trim());
  if (attempt.method === 'mobile') {
    const users = await findUsersByMobile(origin.deps.db, attempt.account);
    return users.length === 1 ? users[0] : undefined;
  }
  return undefined;
}

/**
 * The attempt's row, when it reached a user. An account that matches nobody belongs to no
 * organisation: its attempt goes to the server's log (shipped with the rest), not to a table.
 */
async function rowOf(origin: LoginOrigin, attempt: LoginAttempt, error: unknown): Promise<NewLoginLogRow | undefined> {
  const found = await userOf(origin, attempt);
  const account = attempt.account.trim() || found?.user.account || '';
  if (!account) return undefined;
  const refusal = error === undefined ? undefined : (classify(error) ?? new AppError('errors.unknown'));
  if (!found) {
    origin.log.info({ method: attempt.method, account, errcode: refusal?.errcode, ip: origin.ip }, 'sign-in attempt of an unknown account');
    return undefined;
  }
  return {
    orgId: found.user.orgId,
    userId: found.user.id,
    account,
    name: found.user.name,
    method: attempt.method,
    admin: isAdminUser(permissionUser(found.user)) ? 1 : 0,
    success: refusal ? 0 : 1,
    errcode: refusal?.errcode ?? null,
    reason: refusal?.key ?? '',
    reasonParams: refusal?.params ?? null,
    ip: origin.ip,
    device: origin.device,
    client: origin.client,
    at: origin.deps.clock.now(),
  };
}

/**
 * Whether a refusal is worth a row: every one is, except a captcha demand (`captchaRequired`) from an
 * address that had one written within `CAPTCHA_DEMAND_LOG_S` — it is refused before any password
 * work, so a script could otherwise write rows as fast as it can send.
 */
async function worthARow(origin: LoginOrigin, error: unknown): Promise<boolean> {
  if (error === undefined || classify(error)?.key !== 'errors.captchaRequired') return true;
  const now = origin.deps.clock.now();
  return takeRateBudget(origin.deps.db, 'login-log:captcha-demand', origin.ip, 1, addSeconds(now, -CAPTCHA_DEMAND_LOG_S), now);
}

/** Writes the attempt's row; a failed write is logged and never changes the sign-in's answer. */
async function record(origin: LoginOrigin, attempt: LoginAttempt, error: unknown): Promise<void> {
  try {
    if (!(await worthARow(origin, error))) return;
    const row = await rowOf(origin, attempt, error);
    if (row) await insertLoginLog(origin.deps.db, row);
  } catch (failure) {
    origin.log.warn({ err: failure, method: attempt.method }, 'sign-in log not written');
  }
}

/**
 * Runs a sign-in route and records its outcome: a session started (success), or a refusal of an
 * attempt that named an account or reached a user (failure). An answer that starts no session and
 * refuses nothing — the account chooser, a QR code still waiting — records nothing.
 */
export function recordedLogin<T>(ctx: Context, attempt: LoginAttempt, run: () => Promise<T>): Promise<T> {
  return recordedLoginFrom(originOf(ctx), attempt, run);
}

/** `recordedLogin` of a sign-in that is not an HTTP request's (a voice sign-in over its socket). */
export async function recordedLoginFrom<T>(origin: LoginOrigin, attempt: LoginAttempt, run: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await record(origin, attempt, error);
    throw error;
  }
  if (attempt.signedIn) await record(origin, attempt, undefined);
  return result;
}
