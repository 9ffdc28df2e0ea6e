import type { VoiceprintStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../../app';
import { noticeText } from './noticeText';
import { useVoiceprintValue } from './useVoiceprint';

/** The failure view: why, start again, and (sign-in) the password login instead. */
export function FailedStep({ store, onPasswordLogin }: { store: VoiceprintStore; onPasswordLogin?: () => void }) {
  const t = useT();
  const failure = useVoiceprintValue(store, (state) => state.failure);
  return (
    <div className="vpr-step" data-testid="vpr-failed">
      <h3 className="vpr-subtitle">{t('voiceprint.failedTitle')}</h3>
      <p role="alert">{failure ? noticeText(failure, t) : ''}</p>
      <Button block color="primary" className="vpr-action" onClick={() => void store.getState().restart()} data-testid="vpr-restart">
        {t('voiceprint.restart')}
      </Button>
      {onPasswordLogin && (
        <Button block className="vpr-action" onClick={onPasswordLogin} data-testid="vpr-password-login">
          {t('voiceprint.passwordLogin')}
        </Button>
      )}
    </div>
  );
}
