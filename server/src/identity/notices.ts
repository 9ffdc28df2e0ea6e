import { createTranslator, DEFAULT_LANGUAGE, toLanguage } from '@peilian/shared';
import type { UserRow } from '../db/schema/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import { recordSms } from '../usage/record.js';

/**
 * Tells a self-registered user by SMS that their registration was approved (spec §4: "an SMS
 * follows on approval"). Template `registrationApproved`, parameters `{1}` name, `{2}` organisation;
 * the outbox shows the i18n text `mini.approvedSms` in the user's language. The approval stands
 * whatever happens here: a user without a mobile gets nothing, and a provider failure is logged.
 * Returns whether the provider accepted the message.
 */
export async function sendApprovalSms(deps: AppDeps, log: Logger, user: UserRow, orgName: string): Promise<boolean> {
  const { sms } = deps;
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
    await recordSms(deps, log, { orgId: user.orgId, userId: user.id, provider: sms.name, subject: 'smsnotice', subjectId: 'registrationApproved' });
    return true;
  } catch (error) {
    log.warn({ err: error, userId: user.id, provider: sms.name }, 'approval sms not sent');
    return false;
  }
}
