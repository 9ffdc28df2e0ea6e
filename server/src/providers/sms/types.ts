import type { SmsPurpose } from '../../db/schema/index.js';

export interface SmsMessage {
  /** 11-digit mainland mobile number. */
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/** Sends verification codes. Implementations throw `SmsSendError` when the message was not accepted. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
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
