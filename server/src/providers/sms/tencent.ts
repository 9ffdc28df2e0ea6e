import type { SmsConfig } from './types.js';
import type { Logger } from '../../logger.js';
import { tc3Headers } from './tc3.js';
import { SmsSendError, type SmsMessage, type SmsNotice, type SmsProvider } from './types.js';

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
 * Tencent Cloud SMS (API 3.0, action SendSms, version 2021-01-11, TC3-HMAC-SHA256). The code
 * template takes two parameters: the code and its validity in minutes; each notice has its own
 * template (`TENCENT_SMS_*_TEMPLATE_ID`) with the parameters of `src/identity/notices.ts` and
 * `src/organisation/registration-review/notices.ts`.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly logger: Logger,
    private readonly validityMinutes: number,
  ) {}

  async send({ mobile, code, purpose }: SmsMessage): Promise<void> {
    const serialNo = await this.sendSms(mobile, this.config.templateId, [code, String(this.validityMinutes)], purpose);
    this.logger.info({ mobile, purpose, serialNo }, 'sms code sent (tencent)');
  }

  async notify({ mobile, template, params }: SmsNotice): Promise<void> {
    const templateId = this.config.noticeTemplates[template];
    if (!templateId) throw new SmsSendError(`no Tencent template configured for ${template}`, 'NoTemplate');
    const serialNo = await this.sendSms(mobile, templateId, params, template);
    this.logger.info({ mobile, template, serialNo }, 'sms notice sent (tencent)');
  }

  /** One SendSms call to one number; returns Tencent's serial number of the message. */
  private async sendSms(mobile: string, templateId: string, params: string[], context: string): Promise<string | undefined> {
    const url = new URL('/', this.config.endpoint);
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: templateId,
      TemplateParamSet: params,
      SessionContext: context,
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
    return status.SerialNo;
  }
}
