import { demandsCaptcha } from '@peilian/shared';
import { useState } from 'react';
import { solveTencentCaptcha } from './tencentCaptcha';
import { useCaptchaKey } from './useCaptchaKey';
import { useSendCode } from './useSendCode';

/** A solved captcha as an SMS code request carries it. */
export type SolvedCaptcha = Awaited<ReturnType<typeof solveTencentCaptcha>> | { randomkey: string; randomcode: string };

/**
 * An SMS code's sender with the captcha the server may ask for before it sends another (a repeated
 * code for a number, or many from one address): shown once asked for, its answer sent with every
 * later request, a new image after each one (keys are single use).
 */
export function useCaptchaCode(send: (captcha: SolvedCaptcha | undefined) => Promise<number>) {
  const captcha = useCaptchaKey(false);
  const [answer, setAnswer] = useState('');
  async function solved(): Promise<SolvedCaptcha | undefined> {
    if (!captcha.required || !captcha.key) return undefined;
    if (captcha.key.tencent) return solveTencentCaptcha(captcha.key.tencent);
    return { randomkey: captcha.key.randomkey, randomcode: answer.trim() };
  }
  const code = useSendCode(
    async () => send(await solved()),
    (error) => {
      // The key was spent (or the server now asks for a captcha): a new image for the next request.
      if (captcha.required) captcha.refresh();
      setAnswer('');
      if (demandsCaptcha(error)) captcha.demand();
    },
  );
  return { captcha, answer, setAnswer, code };
}
