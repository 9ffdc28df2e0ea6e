import type { SmsPurpose } from '../../db/schema/index.js';

export interface SmsMessage {
  /** 11-digit mainland mobile number. */
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/**
 * Notices other than codes, each a template registered with the provider (parameters:
 * `src/identity/notices.ts`, `src/organisation/registration-review/notices.ts`).
 */
export type SmsTemplate = 'registrationApproved' | 'enterpriseApproved' | 'enterpriseRejected';

/** The SMS part of the configuration (`SMS_PROVIDER`, `TENCENT_SMS_*`; read in `src/config.ts`). */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'tencent';
      endpoint: string;
      region: string;
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      signName: string;
      templateId: string;
      /** Templates of notices (`SmsTemplate`); a notice without one is logged, not sent. */
      noticeTemplates: Record<SmsTemplate, string | undefined>;
    };

export interface SmsNotice {
  /** 11-digit mainland mobile number. */
  mobile: string;
  template: SmsTemplate;
  /** The template's parameters, in its order (see `src/identity/notices.ts`, `src/organisation/registration-review/notices.ts`). */
  params: string[];
  /** The whole message in the recipient's language, as the outbox shows it. */
  text: string;
}

/**
 * Sends verification codes and notices. Implementations throw `SmsSendError` when the message was
 * not accepted.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  notify(notice: SmsNotice): Promise<void>;
}

/** The provider refused or could not be reached; the code was not delivered. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';

  constructor(
    message: string,
    /** The provider's own error code, for the log. */
    readonly providerCode = '',
  ) {
    super(message);
  }
}
