import { learnerApi } from '../../app';
import { createWechatQr } from '../credentials/wechatQrApi';
import type { MiniRegistrationBody } from './miniRegistration';
import { registerAuthoriseUrl } from './registerOAuth';

/** `GET api/wechat/mini/user/register/verifycode?mobile&orgid`: answers the resend lock in seconds. */
export async function sendRegistrationCode(mobile: string, orgid?: string): Promise<number> {
  return (await learnerApi.auth.registrationCode({ mobile, orgid: orgid || undefined })).resendIn;
}

/** `POST api/wechat/mini/user/register`: the learner waits for review afterwards. */
export async function submitMiniRegistration(body: MiniRegistrationBody): Promise<void> {
  await learnerApi.auth.miniRegister({}, body);
}

/**
 * The base-authorisation URL that comes back to `/wxcall/register` (see `registerAuthoriseUrl`):
 * built from the QR-login answer of `GET api/login/wxqrcode`, whose ticket goes unused and expires.
 */
export async function fetchRegisterAuthoriseUrl(carried: URLSearchParams, state: string): Promise<string> {
  const { url } = await createWechatQr();
  return registerAuthoriseUrl(url, carried, state);
}
