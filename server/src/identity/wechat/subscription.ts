import type { ValidateUserRequest } from '@peilian/shared';
import { verifyPassword } from '../../auth/password.js';
import { assertAccountUsable } from '../../auth/session.js';
import { upsertSubscription } from '../../data/notices.js';
import { findUserByAccount, findUsersByMobile, type UserWithOrg } from '../../data/users.js';
import { findLiveWechatTicket, moveWechatTicket } from '../../data/wechat.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { admitPasswordAttempt, assertNotWaiting, forgetLoginFailures, loginFailed } from '../login/throttle.js';
import { checkSmsCode, useSmsCode } from '../smsCodes.js';

/** The account and password, under the password sign-in's throttles (its waits and its captcha demand). */
async function byPassword(deps: AppDeps, log: Logger, { account, password }: ValidateUserRequest, ip: string): Promise<UserWithOrg[]> {
  await assertNotWaiting(deps, log, account, ip, undefined);
  const attempt = await admitPasswordAttempt(deps, log, { account, ip, captchaSolved: false, deviceId: undefined });
  const found = await findUserByAccount(deps.db, account);
  const matches = await verifyPassword(found?.user.passwordHash, password);
  if (!found || !matches) throw await loginFailed(deps, log, attempt);
  await forgetLoginFailures(deps, attempt);
  return [found];
}

/** The mobile and the SMS login code (`GET api/trainning/user/verifycode`): every account of the mobile. */
async function bySms(deps: AppDeps, log: Logger, { mobile, code }: ValidateUserRequest): Promise<UserWithOrg[]> {
  const codeId = await checkSmsCode(deps, log, { mobile, purpose: 'login', code });
  const found = await findUsersByMobile(deps.db, mobile);
  if (found.length === 0) throw appError('errors.smsCodeWrong');
  await useSmsCode(deps, codeId);
  return found;
}

/**
 * `PUT api/validateuser` (the PC subscription verification page; docs/notifications.md "Task
 * messages through WeChat"): the follower ticket from `POST api/wechat/subscribe` and who the
 * follower is — account and password, or mobile and SMS code. The verified user (every account of
 * the mobile) then receives task messages at the follower's openid. A bad ticket → notices.linkInvalid,
 * a wrong password → wrongCredentials, a wrong code → smsCodeWrong; nothing changes then.
 */
export async function validateSubscriber(deps: AppDeps, log: Logger, input: ValidateUserRequest, ip: string): Promise<{ name: string }> {
  const ticket = await findLiveWechatTicket(deps.db, input.ticket, deps.clock.now());
  if (!ticket || ticket.kind !== 'follower' || ticket.status !== 'waiting' || !ticket.openid) throw appError('errors.notices.linkInvalid');
  const users = input.mode === 'password' ? await byPassword(deps, log, input, ip) : await bySms(deps, log, input);
  for (const found of users) assertAccountUsable(found.user, deps.clock.now());
  const now = deps.clock.now();
  if (!(await moveWechatTicket(deps.db, ticket.id, ['waiting'], 'spent', now))) throw appError('errors.notices.linkInvalid');
  for (const { user } of users) await upsertSubscription(deps.db, user.orgId, user.id, ticket.openid, now);
  log.info({ users: users.map(({ user }) => user.id), mode: input.mode }, 'task messages subscribed after verification');
  return { name: users[0]!.user.name };
}
