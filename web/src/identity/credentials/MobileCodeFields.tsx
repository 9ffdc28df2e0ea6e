import { MOBILE_LENGTH } from '@peilian/shared';
import type { ReactNode } from 'react';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import { mobileDigits } from './loginValidation';
import { SendCodeButton } from './SendCodeButton';
import type { useSendCode } from './useSendCode';

interface Props {
  form: { mobile: string; code: string };
  set: (field: 'mobile' | 'code') => (value: string) => void;
  code: ReturnType<typeof useSendCode>;
  onSendCode: () => void;
  /** Each field's message, when the form checks them. */
  message?: (field: 'mobile' | 'code') => string | null;
  /** Shown between the two: the captcha, once the server asks for one before another code. */
  between?: ReactNode;
}

/** The mobile number (digits only) and its SMS code with the send button and its resend lock. */
export function MobileCodeFields({ form, set, code, onSendCode, message = () => null, between }: Props) {
  const t = useT();
  return (
    <>
      <TextField
        name="mobile"
        label={t('login.mobile')}
        // A text field with the digit keypad, not `type="tel"`: IBM Equal Access refuses `tel-national` (11 digits, no +86) on a tel field.
        inputMode="numeric"
        maxLength={MOBILE_LENGTH}
        autoComplete="tel-national"
        value={form.mobile}
        onChange={(value) => set('mobile')(mobileDigits(value))}
        error={message('mobile')}
      />
      {between}
      <TextField
        name="code"
        label={t('login.code')}
        inputMode="numeric"
        maxLength={8}
        autoComplete="one-time-code"
        value={form.code}
        onChange={set('code')}
        error={message('code')}
        extra={<SendCodeButton code={code} onSend={onSendCode} />}
      />
    </>
  );
}
