import { CAPTCHA } from '@peilian/shared';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import type { CaptchaKey } from './useCaptchaKey';

interface Props {
  captcha: CaptchaKey;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/**
 * The graphic captcha's answer box with its image; a click on the image draws another. Nothing where
 * the deployment shows Tencent's captcha: that one opens when the form is sent (`solveTencentCaptcha`).
 */
export function CaptchaField({ captcha, value, onChange, error }: Props) {
  const t = useT();
  if (captcha.key?.tencent) return null;
  return (
    <TextField
      name="captcha"
      label={t('login.captcha')}
      value={value}
      onChange={onChange}
      maxLength={CAPTCHA.length}
      autoComplete="off"
      error={error}
      extra={
        captcha.key && (
          <button
            type="button"
            className="captcha-refresh"
            title={t('login.captchaRefresh')}
            onClick={(event) => {
              event.preventDefault();
              captcha.refresh();
            }}
          >
            <img
              className="captcha-image"
              src={captcha.key.imageUrl}
              width={CAPTCHA.width}
              height={CAPTCHA.height}
              alt={t('login.captchaRefresh')}
              data-testid="captcha-image"
            />
          </button>
        )
      }
    />
  );
}
