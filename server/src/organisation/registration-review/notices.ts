import { createTranslator, DEFAULT_LANGUAGE, toLanguage, type MessageParams } from '@peilian/shared';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { recordSms } from '../../usage/record.js';

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
export async function sendRegistrationReviewSms(deps: AppDeps, log: Logger, notice: RegistrationReviewNotice): Promise<boolean> {
  const { sms } = deps;
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
    await recordSms(deps, log, { orgId: notice.orgId, userId: null, provider: sms.name, subject: 'smsnotice', subjectId: notice.decision });
    return true;
  } catch (error) {
    log.warn({ err: error, orgId: notice.orgId, provider: sms.name }, 'registration review sms not sent');
    return false;
  }
}
