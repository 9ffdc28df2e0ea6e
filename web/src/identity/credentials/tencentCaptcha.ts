import type { TencentCaptcha } from '@peilian/shared';

/** What Tencent's captcha hands back: `ret` 0 once solved, with the ticket the server verifies. */
interface TencentCaptchaResult {
  ret: number;
  ticket?: string;
  randstr?: string;
}

declare global {
  interface Window {
    TencentCaptcha?: new (appid: string, callback: (result: TencentCaptchaResult) => void) => { show(): void };
  }
}

export interface TencentAnswer {
  ticket: string;
  randstr: string;
}

let loading: Promise<void> | undefined;

/** Loads `TCaptcha.js` from where the server said, once per page (the CSP allows that origin). */
function loadScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Shows Tencent's captcha (hosted deployments that configured it, docs/providers.md "Captcha") and
 * resolves with its ticket and randstr once solved; undefined when the user closed it.
 */
export async function solveTencentCaptcha({ appid, script }: TencentCaptcha): Promise<TencentAnswer | undefined> {
  await loadScript(script);
  const Captcha = window.TencentCaptcha;
  if (!Captcha) throw new Error('TCaptcha.js defined no TencentCaptcha');
  return new Promise((resolve) => {
    new Captcha(appid, (result) => resolve(result.ret === 0 && result.ticket ? { ticket: result.ticket, randstr: result.randstr ?? '' } : undefined)).show();
  });
}
