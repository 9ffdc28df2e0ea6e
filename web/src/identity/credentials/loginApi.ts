import { ApiError, createDeviceTokens, loginKeyAhead, type AccountChoice, type LoginResponse, type RandomCodeResponse, type StoredUser } from '@peilian/shared';
import { loadAuthSchemas } from '@peilian/shared/endpoints/lazy';
import { keepingFailure, learnerApi, learnerArea, learnerUrl, type CallOutcome } from '../../app';
import { createLocalStorage } from '../../lib/storage';
import type { TencentAnswer } from './tencentCaptcha';

/** This browser's device tokens: a password sign-in sends the account's, and keeps the new one. */
const deviceTokens = createDeviceTokens(createLocalStorage());

/** What the server requires before a password change can complete the login (spec §4). */
export interface PasswordChangeRequired {
  /** 1 = first login, 2 = password unchanged for 90 days. */
  changepassword: 1 | 2;
  serial: string;
  changdays: number;
}

/** Every way a sign-in call can end; the login screen reacts to each. */
export type LoginOutcome =
  /** `banner`: the organisation's first centre banner on phones, to load beside the centre's call. */
  | { kind: 'user'; user: StoredUser; banner?: string | undefined }
  | { kind: 'choose'; choices: AccountChoice[] }
  | { kind: 'changePassword'; required: PasswordChangeRequired }
  | { kind: 'error'; error: ApiError };

/** `GET api/login/randomcode`: a one-time key (and whether the account tab needs a captcha). */
export async function fetchRandomCode(): Promise<RandomCodeResponse> {
  return learnerApi.auth.randomCode();
}

/** The one-time key (and the cipher's code) asked for while the learner fills the form: 登录 then sends at once. */
const keyAhead = loginKeyAhead(fetchRandomCode);

/** The learner has started on the account form: fetch the sign-in's key and load the cipher now. */
export function warmPasswordLogin(): void {
  keyAhead.warm();
  void import('./seal').catch(() => undefined);
}

/** `GET api/login/verifyservice`: whether password logins need the graphic captcha. */
export async function captchaRequired(): Promise<boolean> {
  return (await learnerApi.auth.captchaService()).captcha;
}

/** The captcha image bound to a one-time key (an SVG the server draws). */
export async function captchaImageUrl(randomkey: string): Promise<string> {
  return learnerUrl((await learnerArea('auth')).captchaImage, { randomkey });
}

/**
 * Encrypts a password under a one-time key (spec §5). The cipher (AES-GCM from @noble/ciphers) loads
 * with the first sign-in attempt, which keeps it out of the app's first download.
 */
export async function sealPassword(password: string, key: Pick<RandomCodeResponse, 'randomkey' | 'key'>): Promise<{ password: string; randomkey: string }> {
  const { sealWith } = await import('./seal');
  return sealWith(password, key);
}

const malformed = () => new ApiError(0, '', 200, 'errors.unknown');

/**
 * Reads a sign-in answer: one user, a multi-account choice, a required password change, or a
 * failure. The schemas are the auth area's, which the call itself has loaded.
 */
export async function loginOutcome(result: CallOutcome<unknown>): Promise<LoginOutcome> {
  const { changePasswordRequiredSchema, loginResponseSchema } = await loadAuthSchemas();
  if (!result.ok) {
    const required = changePasswordRequiredSchema.safeParse(result.error.body);
    if (required.success) {
      const { changepassword, serial, changdays } = required.data;
      return { kind: 'changePassword', required: { changepassword, serial, changdays } };
    }
    return { kind: 'error', error: result.error };
  }
  const parsed = loginResponseSchema.safeParse(result.data);
  if (!parsed.success) {
    console.warn('[login] unexpected answer', parsed.error);
    return { kind: 'error', error: malformed() };
  }
  if ('choose' in parsed.data) return { kind: 'choose', choices: parsed.data.user };
  const [user] = parsed.data.user;
  return user ? { kind: 'user', user, banner: parsed.data.banner } : { kind: 'error', error: malformed() };
}

export interface PasswordLogin {
  account: string;
  password: string;
  /** The key the captcha was drawn for; without one the key fetched ahead, or a new one (keys are single use). */
  key?: RandomCodeResponse;
  captcha?: string;
  /** Tencent's captcha solved, where the deployment shows it instead of the graphic one. */
  tencent?: TencentAnswer | undefined;
  userid?: string;
}

/** `POST api/login` with the password sealed under a one-time key. */
export async function loginWithPassword({ account, password, key, captcha, tencent, userid }: PasswordLogin): Promise<LoginOutcome> {
  let oneTime = key;
  try {
    oneTime ??= await keyAhead.take();
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', error };
    throw error;
  }
  const sealed = await sealPassword(password, oneTime);
  const devicetoken = await deviceTokens.tokenFor(account);
  const body = { account, ...sealed, randomcode: captcha || undefined, ...tencent, userid, devicetoken };
  const result = await keepingFailure(learnerApi.auth.login({}, body));
  if (result.ok) await deviceTokens.keepFrom(account, result.data);
  return loginOutcome(result);
}

/** A voice sign-in's answer (`vpr:login`), read as the password sign-in's: the device token kept for the account, then the outcome. */
export async function voiceLoginOutcome(login: LoginResponse): Promise<LoginOutcome> {
  const [user] = login.user;
  if (!('choose' in login) && user && 'account' in user) await deviceTokens.keepFrom(user.account, login);
  return loginOutcome({ ok: true, data: login });
}

/** `POST api/login/mobile` with the SMS code. */
export async function loginWithMobile(mobile: string, code: string, userid?: string): Promise<LoginOutcome> {
  return loginOutcome(await keepingFailure(learnerApi.auth.mobileLogin({}, { mobile, code, userid })));
}

/**
 * `GET api/trainning/user/verifycode?mobile=`: sends the code; answers the resend lock in seconds.
 * A repeated request carries the captcha the server asked for (its key and answer).
 */
export async function sendLoginCode(mobile: string, captcha?: { randomkey: string; randomcode: string } | TencentAnswer): Promise<number> {
  return (await learnerApi.auth.loginCode({ mobile, ...captcha })).resendIn;
}
