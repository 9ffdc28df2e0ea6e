import type { VoiceprintLogin } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useT } from '../../app';
import { voiceLoginOutcome } from '../credentials/loginApi';
import type { LoginFlow } from './useLoginFlow';

// The dialog carries socket.io and the recorder: it loads when the learner opens it.
const VoiceprintLoginDialog = lazy(() => import('../voiceprint/VoiceprintLoginDialog').then((module) => ({ default: module.VoiceprintLoginDialog })));

interface Props {
  flow: LoginFlow;
  ensureAgreed: () => boolean;
  /** The failure view's way out: the account tab. */
  onPasswordLogin: () => void;
}

/** The voiceprint tab (learner §2.2–2.3): a line on what it does and the button opening the dialog; its sign-in ends as a password one does. */
export function VoiceprintTab({ flow, ensureAgreed, onPasswordLogin }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { run } = flow;
  const onLogin = useCallback(
    (login: VoiceprintLogin) => {
      setOpen(false);
      void run(() => voiceLoginOutcome(login));
    },
    [run],
  );
  return (
    <div className="vpr-tab" data-testid="vpr-tab">
      <p>{t('voiceprint.tabHint')}</p>
      <Button block color="primary" size="large" onClick={() => setOpen(ensureAgreed())} data-testid="vpr-open">
        {t('voiceprint.openDialog')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VoiceprintLoginDialog
            onLogin={onLogin}
            onClose={() => setOpen(false)}
            onPasswordLogin={() => {
              setOpen(false);
              onPasswordLogin();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
