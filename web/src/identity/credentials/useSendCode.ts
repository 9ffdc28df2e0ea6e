import { SMS_RESEND_LOCK_S } from '@peilian/shared';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useCountdown } from './useCountdown';
import { showToast } from '../../components/toast';

/**
 * The SMS send-code button's behaviour (spec §4): send, say so, then lock resending for the
 * server's `resendIn` (60 s). `label` is the button text for the current state. `settled` hears
 * how each request ended (the error of a refused one), so a captcha can be shown or replaced.
 */
export function useSendCode(send: () => Promise<number>, settled?: (error?: unknown) => void) {
  const t = useT();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  async function sendCode() {
    setSending(true);
    try {
      const resendIn = await send();
      showToast({ content: t('login.codeSent') });
      countdown.start(resendIn || SMS_RESEND_LOCK_S);
      settled?.();
    } catch (error) {
      showToast({ content: errorMessage(error, t, 'login.codeSendFailed') });
      settled?.(error);
    } finally {
      setSending(false);
    }
  }

  const locked = countdown.seconds > 0;
  const label = locked ? t('login.resendIn', { seconds: countdown.seconds }) : t('login.sendCode');
  return { sending, locked, label, sendCode };
}
