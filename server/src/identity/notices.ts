import { createTranslator, DEFAULT_LANGUAGE, toLanguage, type MessageParams } from '@peilian/shared';
import type { UserRow } from '../db/schema/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';

/**
 * Tells a self-registered user by SMS that their registration was approved (spec §4: "an SMS
 * follows on approval"). Template `registrationApproved`, parameters `{1}` name, `{2}` organisation;
 * the outbox shows the i18n text `mini.approvedSms` in the user's language. The approval stands
 * whatever happens here: a user without a mobile gets nothing, and a provider failure is logged.
 * Returns whether the provider accepted the message.
 */
export async function sendApprovalSms({ sms }: AppDeps, log: Logger, user: UserRow, orgName: string): Promise<boolean> {
  if (!user.mobile) return false;
  const t = createTranslator(toLanguage(user.language) ?? DEFAULT_LANGUAGE);
  const params = { name: user.name, orgname: orgName };
  try {
    await sms.notify({
      mobile: user.mobile,
      template: 'registrationApproved',
      params: [params.name, params.orgname],
      text: t('mini.approvedSms', params),
    });
    return true;
  } catch (error) {
    log.warn({ err: error, userId: user.id, provider: sms.name }, 'approval sms not sent');
    return false;
  }
}

/** What the registrant of an enterprise is told, and the organisation it is about. */
export interface RegistrationReviewNotice {
  orgId: string;
  orgname: string;
  mobile: string;
  /** The owner's account (told on approval) and language (the SMS's). */
  account: string;
  language: string;
  decision: 'approved' | 'rejected';
  reason: string;
}

/**
 * Tells the registrant of an enterprise the provider's decision by SMS, to the mobile the
 * registration gave (learner-and-session §2, §4). Templates `enterpriseApproved` (`{1}` organisation,
 * `{2}` account) and `enterpriseRejected` (`{1}` organisation, `{2}` reason); the outbox shows the
 * i18n text `register.approvedSms` / `register.rejectedSms`. The decision stands whatever happens
 * here; a provider failure is logged. Returns whether the provider accepted the message.
 */
export async function sendRegistrationReviewSms({ sms }: AppDeps, log: Logger, notice: RegistrationReviewNotice): Promise<boolean> {
  if (!notice.mobile) return false;
  const t = createTranslator(toLanguage(notice.language) ?? DEFAULT_LANGUAGE);
  const approved = notice.decision === 'approved';
  const detail = approved ? notice.account : notice.reason;
  const params: MessageParams = approved ? { orgname: notice.orgname, account: detail } : { orgname: notice.orgname, reason: detail };
  try {
    await sms.notify({
      mobile: notice.mobile,
      template: approved ? 'enterpriseApproved' : 'enterpriseRejected',
      params: [notice.orgname, detail],
      text: t(approved ? 'register.approvedSms' : 'register.rejectedSms', params),
    });
    return true;
  } catch (error) {
    log.warn({ err: error, orgId: notice.orgId, provider: sms.name }, 'registration review sms not sent');
    return false;
  }
}
