import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { addSeconds } from '../clock.js';
import type { Db } from '../db/client.js';
import type { SmsPurpose } from '../db/schema/index.js';
import {
  consumeSmsCode,
  countSmsAttempt,
  countSmsCodesSince,
  findLatestSmsCode,
  insertSmsCode,
  lockMobileForSms,
  markSmsCodeFailed,
} from '../data/smsCodes.js';
import { findUsersByMobile } from '../data/users.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import { assertOrganisationOpen, organisationEnded } from '../auth/session.js';
import { hashToken } from '../auth/token.js';
import { startOfDay } from '../lib/days.js';
import { SMS_CODE } from './policy.js';
import { recordSms } from '../usage/record.js';

const codeHash = (id: string, code: string) => hashToken(`${id}:${code}`);

export interface SmsRequest {
  mobile: string;
  purpose: SmsPurpose;
  ip: string;
  /** The request carried a solved captcha (`captchaSolved`, checked before it gets here). */
  captchaSolved: boolean;
}

/**
 * Refuses a code the caps do not allow, in this order: one per mobile per 60 s (smsTooSoon with the
 * seconds left); 10 a day for a mobile from one address and 50 a day from an address (smsDailyLimit),
 * so requests from elsewhere never use up the owner's codes; without a solved captcha, a third code
 * for the mobile or a sixth from the address within the hour (smsCaptchaRequired).
 */
async function assertSmsAllowed(tx: Db, log: Logger, { mobile, ip, captchaSolved }: SmsRequest, now: Date): Promise<void> {
  const latest = await findLatestSmsCode(tx, mobile);
  const lockEnds = latest ? addSeconds(latest.createdAt, SMS_CODE.resendS) : undefined;
  if (lockEnds && lockEnds > now) {
    throw appError('errors.smsTooSoon', { seconds: Math.ceil((lockEnds.getTime() - now.getTime()) / 1000) });
  }
  const today = startOfDay(now);
  if (
    (await countSmsCodesSince(tx, { mobile, ip }, today)) >= SMS_CODE.dailyPerMobileAndIp ||
    (await countSmsCodesSince(tx, { ip }, today)) >= SMS_CODE.dailyPerIp
  ) {
    log.warn({ mobile, ip }, 'sms daily limit reached');
    throw appError('errors.smsDailyLimit');
  }
  if (captchaSolved) return;
  const hourAgo = addSeconds(now, -SMS_CODE.captchaWindowS);
  if (
    (await countSmsCodesSince(tx, { mobile }, hourAgo)) >= SMS_CODE.captchaAfterPerMobile ||
    (await countSmsCodesSince(tx, { ip }, hourAgo)) >= SMS_CODE.captchaAfterPerIp
  ) {
    log.info({ mobile, ip }, 'sms code needs the captcha');
    throw appError('errors.smsCaptchaRequired');
  }
}

/**
 * Sends a 6-digit code (valid 5 minutes) after the caps (`assertSmsAllowed`), all counted in the
 * database under a lock on the mobile. A login code for a mobile no user has is recorded but not
 * sent, and the answer is the same, so the call does not reveal who is registered. A login code for
 * a mobile whose every user belongs to an ended organisation is refused as their sign-in would be
 * (organisationExpired), and nothing is written or sent. A provider failure → smsFailed.
 */
export async function requestSmsCode(deps: AppDeps, log: Logger, request: SmsRequest): Promise<void> {
  const { db, clock, sms } = deps;
  const { mobile, purpose, ip } = request;
  const now = clock.now();
  const holders = purpose === 'login' ? await findUsersByMobile(db, mobile) : [];
  if (holders.length > 0 && holders.every((found) => organisationEnded(found, now))) assertOrganisationOpen(holders[0]!, now, true);
  const deliver = purpose === 'register' || holders.length > 0;
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** SMS_CODE.digits)).padStart(SMS_CODE.digits, '0');
  await db.transaction(async (tx) => {
    await lockMobileForSms(tx, mobile);
    await assertSmsAllowed(tx, log, request, now);
    await insertSmsCode(tx, {
      id,
      mobile,
      purpose,
      codeHash: codeHash(id, code),
      ip,
      delivered: deliver ? 1 : 0,
      expiresAt: addSeconds(now, SMS_CODE.ttlS),
      createdAt: now,
    });
  });
  if (!deliver) {
    log.info({ mobile, purpose }, 'sms code withheld: no user has this mobile');
    return;
  }
  try {
    await sms.send({ mobile, code, purpose });
  } catch (error) {
    await markSmsCodeFailed(db, id);
    log.warn({ err: error, mobile, purpose, provider: sms.name }, 'sms send failed');
    throw appError('errors.smsFailed');
  }
  // A login code is the organisation's of the user it signs in; a registration code precedes any organisation.
  const holder = holders[0]?.user;
  if (holder)
    await recordSms(deps, log, {
      orgId: holder.orgId,
      userId: holders.length === 1 ? holder.id : null,
      provider: sms.name,
      subject: 'smscode',
      subjectId: purpose,
    });
}

export interface SmsCheck {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
}

/**
 * Checks a code against the newest one sent for the mobile and purpose, without using it up (a
 * multi-account choice posts it again). Wrong, expired, used, or 5 wrong guesses → smsCodeWrong.
 * Returns the code's id for `useSmsCode`.
 */
export async function checkSmsCode({ db, clock }: AppDeps, log: Logger, { mobile, purpose, code }: SmsCheck): Promise<string> {
  const row = await findLatestSmsCode(db, mobile, purpose);
  if (!row || row.usedAt || row.expiresAt <= clock.now() || row.attempts >= SMS_CODE.maxAttempts) {
    throw appError('errors.smsCodeWrong');
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(row.id, code.trim()), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countSmsAttempt(db, row.id, SMS_CODE.maxAttempts);
    log.warn({ mobile, purpose, attempts: row.attempts + 1 }, 'sms code wrong');
    throw appError('errors.smsCodeWrong');
  }
  return row.id;
}

/** Uses a checked code up; a request that lost the race for it gets smsCodeWrong. */
export async function useSmsCode({ db, clock }: AppDeps, id: string): Promise<void> {
  if (!(await consumeSmsCode(db, id, clock.now()))) throw appError('errors.smsCodeWrong');
}
