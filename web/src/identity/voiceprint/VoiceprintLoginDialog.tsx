import type { VoiceprintFlow, VoiceprintLogin, VoiceprintStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useT } from '../../app';
import { DialogPopup } from '../../components/DialogPopup';
import { AccountStep } from './AccountStep';
import { ChooseStep } from './ChooseStep';
import { FailedStep } from './FailedStep';
import { RecordStep } from './RecordStep';
import { useVoiceprintDialog, useVoiceprintValue } from './useVoiceprint';
import { WelcomeStep } from './WelcomeStep';
import './voiceprint.css';

interface Props {
  /** Completes the sign-in as a password sign-in would (stored user, device token, landing page). */
  onLogin: (login: VoiceprintLogin) => void;
  onPasswordLogin: () => void;
  onClose: () => void;
  /** The store to drive (tests); the browser's by default. */
  create?: (flow: VoiceprintFlow) => VoiceprintStore;
}

/** The step of the sign-in the store is at. */
function LoginStep({ store, onPasswordLogin }: { store: VoiceprintStore; onPasswordLogin: () => void }) {
  const phase = useVoiceprintValue(store, (state) => state.phase);
  if (phase === 'account' || phase === 'comparing') return <AccountStep store={store} />;
  if (phase === 'choose') return <ChooseStep store={store} />;
  if (phase === 'welcome' || phase === 'signingIn' || phase === 'signedIn') return <WelcomeStep store={store} />;
  if (phase === 'failed') return <FailedStep store={store} onPasswordLogin={onPasswordLogin} />;
  return <RecordStep store={store} />;
}

/** The voiceprint sign-in dialog (learner §2.3): read, compare, choose, welcome with the countdown, or fail. */
export function VoiceprintLoginDialog({ onLogin, onPasswordLogin, onClose, create }: Props) {
  const t = useT();
  const store = useVoiceprintDialog('login', create);
  const login = useVoiceprintValue(store, (state) => state.login);
  useEffect(() => {
    if (login) onLogin(login);
  }, [login, onLogin]);
  return (
    <DialogPopup title={t('voiceprint.dialogTitle')} onMaskClick={onClose} style={{ '--min-width': 'min(420px, 92vw)' }}>
      <div className="dialog-form vpr-dialog" data-testid="vpr-dialog">
        <h2 className="dialog-title">{t('voiceprint.dialogTitle')}</h2>
        <LoginStep store={store} onPasswordLogin={onPasswordLogin} />
        <Button block fill="none" className="vpr-action" onClick={onClose} data-testid="vpr-close">
          {t('common.close')}
        </Button>
      </div>
    </DialogPopup>
  );
}
