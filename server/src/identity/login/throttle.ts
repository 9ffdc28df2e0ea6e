import { addSeconds } from '../../clock.js';
import { clearRateEvents, countRateEvents, findAccountLock, lockAccount, recordRateEvent } from '../../data/rateEvents.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { ACCOUNT_LOCKOUT, IP_LOGIN_FAILURES } from '../policy.js';

/** Throttles key on the account as typed, case-folded, so `Learner01` and `learner01` share a count. */
const accountSubject = (account: string) => account.trim().toLowerCase();

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Refuses an IP with too many recent failed logins (429 rateLimited). */
export async function assertIpMayTryLogin({ db, clock }: AppDeps, ip: string): Promise<void> {
  const since = addSeconds(clock.now(), -IP_LOGIN_FAILURES.windowS);
  if ((await countRateEvents(db, 'login-failure:ip', ip, since)) >= IP_LOGIN_FAILURES.failures) {
    throw appError('errors.rateLimited');
  }
}

/** Refuses a locked account (423 accountLocked with the minutes left), known or not. */
export async function assertAccountNotLocked({ db, clock }: AppDeps, account: string): Promise<void> {
  const now = clock.now();
  const until = await findAccountLock(db, accountSubject(account), now);
  if (until) throw appError('errors.accountLocked', { minutes: minutesUntil(until, now) });
}

/**
 * Records a failed password login for the account and the IP, logs it, and locks the account when
 * this failure reaches the limit. Returns the error to answer: accountLocked when it just locked,
 * otherwise wrongCredentials (the same for unknown accounts).
 */
export async function recordLoginFailure(deps: AppDeps, log: Logger, account: string, ip: string) {
  const { db, clock } = deps;
  const now = clock.now();
  const subject = accountSubject(account);
  await recordRateEvent(db, 'login-failure:account', subject, now);
  await recordRateEvent(db, 'login-failure:ip', ip, now);
  const failures = await countRateEvents(db, 'login-failure:account', subject, addSeconds(now, -ACCOUNT_LOCKOUT.windowS));
  log.warn({ account: subject, ip, failures }, 'login failed');
  if (failures >= ACCOUNT_LOCKOUT.failures) {
    const until = addSeconds(now, ACCOUNT_LOCKOUT.lockS);
    await lockAccount(db, subject, until);
    await clearRateEvents(db, 'login-failure:account', subject);
    log.warn({ account: subject, ip, until: until.toISOString() }, 'account locked');
    return appError('errors.accountLocked', { minutes: minutesUntil(until, now) });
  }
  return appError('errors.wrongCredentials');
}

/** A successful login forgets the account's failures. */
export async function clearLoginFailures({ db }: AppDeps, account: string): Promise<void> {
  await clearRateEvents(db, 'login-failure:account', accountSubject(account));
}
