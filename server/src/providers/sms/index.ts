import type { Logger } from '../../logger.js';
import { OutboxSmsProvider, smsOutboxFile } from './outbox.js';
import { TencentSmsProvider } from './tencent.js';
import type { SmsConfig, SmsProvider } from './types.js';

export { OutboxSmsProvider, smsOutboxFile } from './outbox.js';
export { TencentSmsProvider } from './tencent.js';
export { SmsSendError, type SmsMessage, type SmsNotice, type SmsProvider, type SmsTemplate } from './types.js';

/** The provider `SMS_PROVIDER` names: the local outbox (default) or Tencent Cloud SMS. */
export function createSmsProvider(config: { sms: SmsConfig; dataDir: string }, logger: Logger, validityMinutes: number): SmsProvider {
  if (config.sms.provider === 'tencent') return new TencentSmsProvider(config.sms, logger, validityMinutes);
  return new OutboxSmsProvider(smsOutboxFile(config.dataDir), logger);
}
