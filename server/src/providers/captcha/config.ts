import { z } from 'zod';
import type { TencentCredentials } from '../config.js';

/**
 * The captcha's part of the environment, merged into the schema of `src/config.ts`. A hosted
 * deployment with a Tencent Captcha app (`TENCENT_CAPTCHA_APP_ID` and `_APP_SECRET_KEY`, verified
 * with the Tencent Cloud API credentials) shows Tencent's captcha; every other deployment, the
 * private edition always, shows the graphic one (docs/providers.md "Captcha").
 */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const captchaEnvShape = {
  TENCENT_CAPTCHA_APP_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d+$/, { error: 'must be the numeric CaptchaAppId' }).optional()),
  TENCENT_CAPTCHA_APP_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  TENCENT_CAPTCHA_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.default('https://captcha.tencentcloudapi.com')),
  TENCENT_CAPTCHA_SCRIPT: z.preprocess(emptyToUndefined, httpUrl.default('https://turing.captcha.qcloud.com/TCaptcha.js')),
};

type CaptchaEnv = z.infer<z.ZodObject<typeof captchaEnvShape>> & { EDITION: 'hosted' | 'private' };

export type CaptchaConfig =
  { kind: 'graphic' } | { kind: 'tencent'; appId: string; appSecretKey: string; endpoint: string; script: string; credentials: TencentCredentials };

/** The issues of a half-configured Tencent captcha (called from the env schema's superRefine). */
export function captchaEnvIssues(e: CaptchaEnv, credentials: Partial<TencentCredentials>): { path: string; message: string }[] {
  if (!e.TENCENT_CAPTCHA_APP_ID && !e.TENCENT_CAPTCHA_APP_SECRET_KEY) return [];
  if (!e.TENCENT_CAPTCHA_APP_ID) return [{ path: 'TENCENT_CAPTCHA_APP_ID', message: 'set TENCENT_CAPTCHA_APP_ID and TENCENT_CAPTCHA_APP_SECRET_KEY together' }];
  if (!e.TENCENT_CAPTCHA_APP_SECRET_KEY)
    return [{ path: 'TENCENT_CAPTCHA_APP_SECRET_KEY', message: 'set TENCENT_CAPTCHA_APP_ID and TENCENT_CAPTCHA_APP_SECRET_KEY together' }];
  if (credentials.secretId && credentials.secretKey) return [];
  return [
    { path: 'TENCENT_SECRET_ID', message: 'TENCENT_SECRET_ID and TENCENT_SECRET_KEY (or the TENCENT_SMS_ pair) are required with TENCENT_CAPTCHA_APP_ID' },
  ];
}

/** Tencent's captcha in a hosted deployment that configured it; the graphic captcha otherwise. */
export function captchaConfig(e: CaptchaEnv, credentials: TencentCredentials): CaptchaConfig {
  if (e.EDITION !== 'hosted' || !e.TENCENT_CAPTCHA_APP_ID || !e.TENCENT_CAPTCHA_APP_SECRET_KEY) return { kind: 'graphic' };
  return {
    kind: 'tencent',
    appId: e.TENCENT_CAPTCHA_APP_ID,
    appSecretKey: e.TENCENT_CAPTCHA_APP_SECRET_KEY,
    endpoint: e.TENCENT_CAPTCHA_ENDPOINT.replace(/\/+$/, ''),
    script: e.TENCENT_CAPTCHA_SCRIPT,
    credentials,
  };
}

/**
 * What the web app's Content-Security-Policy must allow for the captcha: nothing for the graphic one
 * (the server's own SVG); for Tencent's, the origin its script is loaded from and the hosts that
 * script loads its frame, images and calls from (Tencent's documentation names them).
 */
export function captchaCspSources(config: CaptchaConfig): string[] {
  if (config.kind !== 'tencent') return [];
  return [new URL(config.script).origin, 'https://*.captcha.qcloud.com', 'https://*.captcha.gtimg.com'];
}
