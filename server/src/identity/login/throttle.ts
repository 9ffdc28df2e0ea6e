import { addSeconds } from '../../clock.js';
import { clearRateEvents, countRateEvents, deleteRateEvents, rateEventTally, recordRateEvent, withRateLocks, type RateBucket } from '../../data/rateEvents.js';
import type { Db } from '../../db/client.js';
import { deleteLoginDevice } from '../../data/loginDevices.js';
import { appError, type AppError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { PASSWORD_GUESSING } from '../policy.js';

const ACCOUNT: RateBucket = 'login-failure:account';
const ADDRESS: RateBucket = 'login-failure:ip';
const PAIR: RateBucket = 'login-failure:pair';
const DEVICE: RateBucket = 'login-failure:device';

/** Throttles key on the account as typed, case-folded, so `Learner01` and `learner01` share a count. */
export const accountSubject = (account: string) => account.trim().toLowerCase();
/** One account tried from one address (an address never holds a `|`). */
const pairSubject = (ip: string, account: string) => `${ip}|${account}`;

export interface PasswordAttempt {
  account: string;
  ip: string;
  /** True when the attempt carried the right answer to a captcha (checked before it gets here). */
  captchaSolved: boolean;
  /** The known device it came from (`knownDevice`): counted apart, never paused with the account. */
  deviceId: string | undefined;
}

/**
 * An attempt let through. Its events stand as failures unless the password proves right; the
 * address's failure is recorded only once the password proved wrong (`loginFailed`).
 */
export interface AdmittedAttempt {
  account: string;
  ip: string;
  deviceId: string | undefined;
  eventIds: readonly string[];
}

/**
 * Seconds an address must still wait before trying an account again, given that pair's failures in
 * the slow-down window and the newest of them: none below `slowAfter`, then `firstWaitS` doubling
 * with each further failure up to `maxWaitS`, counted from the newest.
 */
export function secondsToWait(failures: number, latest: Date | null, now: Date): number {
  if (failures < PASSWORD_GUESSING.slowAfter || !latest) return 0;
  const waitS = Math.min(PASSWORD_GUESSING.maxWaitS, PASSWORD_GUESSING.firstWaitS * 2 ** (failures - PASSWORD_GUESSING.slowAfter));
  return Math.max(0, Math.ceil((latest.getTime() + waitS * 1000 - now.getTime()) / 1000));
}

/** Refuses with `loginWait` while the pair (address, account) must still wait. */
async function assertPairMayTry(db: Db, log: Logger, account: string, ip: string, now: Date): Promise<void> {
  const slow = await rateEventTally(db, PAIR, pairSubject(ip, account), addSeconds(now, -PASSWORD_GUESSING.slowWindowS));
  const wait = secondsToWait(slow.count, slow.latest, now);
  if (wait > 0) {
    log.warn({ account, ip, failures: slow.count, wait }, 'login slowed down');
    throw appError('errors.loginWait', { seconds: wait }, { retryAfter: wait });
  }
}

/** Refuses with `loginAccountPaused` while the account's failures from unknown devices pause those devices. */
async function assertAccountNotPaused(db: Db, log: Logger, account: string, now: Date): Promise<void> {
  const { pauseAfter, pauseS, pauseWindowS } = PASSWORD_GUESSING;
  const recent = await rateEventTally(db, ACCOUNT, account, addSeconds(now, -pauseWindowS));
  if (recent.count < pauseAfter || !recent.latest) return;
  const wait = Math.ceil((recent.latest.getTime() + pauseS * 1000 - now.getTime()) / 1000);
  if (wait <= 0) return;
  log.warn({ account, failures: recent.count, wait }, 'login paused for unknown devices');
  throw appError('errors.loginAccountPaused', { minutes: Math.ceil(wait / 60) }, { retryAfter: wait });
}

/** The waits an attempt from an unknown device owes: this address's for this account, then the account's pause. */
async function assertUnknownDeviceMayTry(db: Db, log: Logger, account: string, ip: string, now: Date): Promise<void> {
  await assertPairMayTry(db, log, account, ip, now);
  await assertAccountNotPaused(db, log, account, now);
}

/**
 * Refuses an attempt of an unknown device that must still wait (`loginWait`, `loginAccountPaused`),
 * before its key and captcha are looked at: nobody answers a captcha only to be told to wait.
 * `admitPasswordAttempt` checks again, in step with the other attempts. A known device owes no wait.
 */
export async function assertNotWaiting({ db, clock }: AppDeps, log: Logger, account: string, ip: string, deviceId: string | undefined): Promise<void> {
  if (!deviceId) await assertUnknownDeviceMayTry(db, log, accountSubject(account), ip, clock.now());
}

async function captchaThresholdReached(db: Db, account: string, ip: string, since: Date): Promise<boolean> {
  return (
    (await countRateEvents(db, ACCOUNT, account, since)) >= PASSWORD_GUESSING.accountCaptchaAfter ||
    (await countRateEvents(db, ADDRESS, ip, since)) >= PASSWORD_GUESSING.addressCaptchaAfter
  );
}

/**
 * Lets a password attempt of an unknown device through, before its password is looked at, or
 * refuses it: `loginWait` (429, with the seconds) while this address must wait before trying this
 * account again; `loginAccountPaused` (429) while the account's failures pause unknown devices;
 * `captchaRequired` when the account or the address has failed too often recently and the attempt
 * carries no solved captcha. An attempt let through is recorded at once for the account and the
 * pair, so attempts at one account racing each other (in any server process: the counts and the
 * records are one step under an advisory lock on the account) are counted before their passwords
 * are checked; the records of an attempt whose password proves right are deleted again. For the
 * address it is recorded only once its password proved wrong (`loginFailed`): a classroom signing
 * in together behind one address is not asked for the captcha by its own sign-ins in flight, and
 * guesses at many accounts sent together are each still bounded by their account's count. An
 * attempt of a known device is recorded for that device only, and refused by nothing here.
 */
export async function admitPasswordAttempt(deps: AppDeps, log: Logger, attempt: PasswordAttempt): Promise<AdmittedAttempt> {
  const { db, clock } = deps;
  const account = accountSubject(attempt.account);
  const { ip, deviceId } = attempt;
  const knownEvent = deviceId ? await admitKnownDevice(deps, log, deviceId) : undefined;
  if (knownEvent) return { account, ip, deviceId, eventIds: [knownEvent] };
  return withRateLocks(db, [{ bucket: ACCOUNT, subject: account }], async (tx) => {
    const now = clock.now();
    await assertUnknownDeviceMayTry(tx, log, account, ip, now);
    if (!attempt.captchaSolved && (await captchaThresholdReached(tx, account, ip, addSeconds(now, -PASSWORD_GUESSING.windowS)))) {
      log.info({ account, ip }, 'login needs the captcha');
      throw appError('errors.captchaRequired');
    }
    const eventIds = [await recordRateEvent(tx, ACCOUNT, account, now), await recordRateEvent(tx, PAIR, pairSubject(ip, account), now)];
    return { account, ip, deviceId: undefined, eventIds };
  });
}

/**
 * Records an attempt of a known device, in step with the device's other attempts; once the device
 * has failed `deviceFailuresAllowed` times it is forgotten instead (undefined), and the attempt
 * goes on as one of an unknown device.
 */
async function admitKnownDevice({ db, clock }: AppDeps, log: Logger, deviceId: string): Promise<string | undefined> {
  return withRateLocks(db, [{ bucket: DEVICE, subject: deviceId }], async (tx) => {
    const now = clock.now();
    if ((await countRateEvents(tx, DEVICE, deviceId, addSeconds(now, -PASSWORD_GUESSING.pauseWindowS))) < PASSWORD_GUESSING.deviceFailuresAllowed) {
      return recordRateEvent(tx, DEVICE, deviceId, now);
    }
    await deleteLoginDevice(tx, deviceId);
    log.warn({ deviceId }, 'login device forgotten after failures');
    return undefined;
  });
}

/**
 * A wrong password or an unknown account: the attempt's records stand as failures, and an unknown
 * device's failure now counts for its address too; one answer for both.
 */
export async function loginFailed({ db, clock }: AppDeps, log: Logger, attempt: AdmittedAttempt): Promise<AppError> {
  if (!attempt.deviceId) await recordRateEvent(db, ADDRESS, attempt.ip, clock.now());
  log.warn({ account: attempt.account, ip: attempt.ip, knownDevice: Boolean(attempt.deviceId) }, 'login failed');
  return appError('errors.wrongCredentials');
}

/**
 * The password proved right: the attempt's own records go. From an unknown device, so do the
 * account's failures and those of the account from this address (other addresses' failures stay
 * theirs); from a known device, that device's failures: what unknown devices did stays counted.
 */
export async function forgetLoginFailures({ db }: AppDeps, attempt: AdmittedAttempt): Promise<void> {
  await deleteRateEvents(db, attempt.eventIds);
  if (attempt.deviceId) {
    await clearRateEvents(db, DEVICE, attempt.deviceId);
    return;
  }
  await clearRateEvents(db, ACCOUNT, attempt.account);
  await clearRateEvents(db, PAIR, pairSubject(attempt.ip, attempt.account));
}

/**
 * Whether sign-ins from this address need the captcha whatever the account (too many recent
 * failures from it), so the key and the captcha service can say so before the first attempt.
 */
export async function addressNeedsCaptcha({ db, clock }: AppDeps, ip: string): Promise<boolean> {
  const since = addSeconds(clock.now(), -PASSWORD_GUESSING.windowS);
  return (await countRateEvents(db, ADDRESS, ip, since)) >= PASSWORD_GUESSING.addressCaptchaAfter;
}
