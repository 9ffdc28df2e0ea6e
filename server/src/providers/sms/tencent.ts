import type { SmsConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { tc3Headers } from './tc3.js';
import { SmsSendError, type SmsMessage, type SmsProvider } from './types.js';

type TencentSmsConfig = Extract<SmsConfig, { provider: 'tencent' }>;

const VERSION = '2021-01-11';
const TIMEOUT_MS = 10_000;

interface SendSmsResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string; PhoneNumber?: string }[];
    RequestId?: string;
  };
}

/**
 * Tencent Cloud SMS (API 3.0, action SendSms, version 2021-01-11, TC3-HMAC-SHA256). The template
 * takes two parameters: the code and its validity in minutes.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly logger: Logger,
    private readonly validityMinutes: number,
  ) {}

  async send({ mobile, code, purpose }: SmsMessage): Promise<void> {
    const url = new URL('/', this.config.endpoint);
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: [code, String(this.validityMinutes)],
      SessionContext: purpose,
    });
    const headers = tc3Headers({
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'sms',
      host: url.host,
      action: 'SendSms',
      version: VERSION,
      region: this.config.region,
      payload,
      timestamp: Math.floor(Date.now() / 1000),
    });
    // fetch derives Host from the URL; it is signed with the same value.
    const { Host: _host, ...sent } = headers;
    let body: SendSmsResponse;
    try {
      const response = await fetch(url, { method: 'POST', headers: sent, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = (await response.json()) as SendSmsResponse;
    } catch (error) {
      throw new SmsSendError(`Tencent SMS unreachable: ${(error as Error).message}`, 'Network');
    }
    const result = body.Response;
    if (result?.Error) {
      throw new SmsSendError(result.Error.Message ?? 'Tencent SMS error', result.Error.Code ?? '');
    }
    const status = result?.SendStatusSet?.[0];
    if (!status || status.Code !== 'Ok') {
      throw new SmsSendError(status?.Message ?? 'Tencent SMS sent nothing', status?.Code ?? 'NoStatus');
    }
    this.logger.info({ mobile, purpose, serialNo: status.SerialNo, requestId: result?.RequestId }, 'sms code sent (tencent)');
  }
}
