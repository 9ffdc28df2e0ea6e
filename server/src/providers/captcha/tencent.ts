import { tc3Headers } from '../sms/tc3.js';
import type { CaptchaConfig } from './config.js';

type TencentCaptchaConfig = Extract<CaptchaConfig, { kind: 'tencent' }>;

const VERSION = '2019-07-22';
const TIMEOUT_MS = 5_000;
/** `CaptchaType` of every current Tencent captcha (the API takes no other). */
const CAPTCHA_TYPE = 9;

/** The captcha service could not say whether a ticket is good (unreachable, credentials refused). */
export class CaptchaServiceError extends Error {
  override name = 'CaptchaServiceError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface CaptchaTicket {
  ticket: string;
  randstr: string;
  /** The address of the user who solved it, as Tencent asks. */
  ip: string;
}

interface DescribeCaptchaResultResponse {
  Response?: { Error?: { Code?: string; Message?: string }; CaptchaCode?: number; CaptchaMsg?: string; EvilLevel?: number };
}

/**
 * Asks Tencent Captcha whether a ticket the user's browser got is good (Tencent Cloud API 3.0,
 * `captcha` DescribeCaptchaResult 2019-07-22, TC3-HMAC-SHA256). True for `CaptchaCode` 1; false for
 * any other code (a wrong, used or expired ticket); a failed call throws `CaptchaServiceError`.
 */
export async function verifyTencentTicket(config: TencentCaptchaConfig, { ticket, randstr, ip }: CaptchaTicket): Promise<boolean> {
  const url = new URL('/', config.endpoint);
  const payload = JSON.stringify({
    CaptchaType: CAPTCHA_TYPE,
    Ticket: ticket,
    UserIp: ip,
    Randstr: randstr,
    CaptchaAppId: Number(config.appId),
    AppSecretKey: config.appSecretKey,
  });
  const headers = tc3Headers({
    ...config.credentials,
    service: 'captcha',
    host: url.host,
    action: 'DescribeCaptchaResult',
    version: VERSION,
    region: '',
    payload,
    timestamp: Math.floor(Date.now() / 1000),
  });
  // fetch derives Host from the URL; it is signed with the same value.
  const { Host: _host, ...sent } = headers;
  let body: DescribeCaptchaResultResponse;
  try {
    const response = await fetch(url, { method: 'POST', headers: sent, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = (await response.json()) as DescribeCaptchaResultResponse;
  } catch (error) {
    throw new CaptchaServiceError(`Tencent Captcha unreachable: ${(error as Error).message}`, 'Network');
  }
  const result = body.Response;
  if (!result || result.Error) throw new CaptchaServiceError(result?.Error?.Message ?? 'Tencent Captcha answered nothing', result?.Error?.Code ?? 'NoResponse');
  return result.CaptchaCode === 1;
}
