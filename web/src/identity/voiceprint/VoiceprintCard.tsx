import { zonedDay } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { useT, useTimeZone } from '../../app';
import { confirm } from '../../components/dialogs';
import { showToast } from '../../components/toast';
import { errorMessage } from '../../lib/errorMessage';
import { useMyVoiceprint, type MyVoiceprint } from './useMyVoiceprint';
import './voiceprint.css';

/** The recording dialog and its socket load when the learner registers, not with the personal centre. */
const VoiceprintRegisterDialog = lazy(() => import('./VoiceprintRegisterDialog').then((module) => ({ default: module.VoiceprintRegisterDialog })));

/** Registered, waiting for the audit, or none; with the day it was made. */
function VoiceprintStatus({ mine }: { mine: MyVoiceprint }) {
  const t = useT();
  const zone = useTimeZone();
  return (
    <p data-testid="vpr-status">
      {t(mine.registered ? 'voiceprint.registered' : 'voiceprint.unregistered')}
      {mine.registered && mine.createdate > 0 && ` · ${t('voiceprint.registeredAt', { date: zonedDay(mine.createdate, zone) })}`}
      {mine.pending && <span className="vpr-hint"> · {t('voiceprint.pendingAudit')}</span>}
    </p>
  );
}

/** The personal centre's voiceprint card: status, register or re-register, unbind (confirmed), the privacy text. */
export function VoiceprintCard() {
  const t = useT();
  const { mine, reload, unbind } = useMyVoiceprint();
  const [registering, setRegistering] = useState(false);
  if (!mine) return null;
  const askUnbind = async () => {
    if (!(await confirm({ content: t('voiceprint.unbindConfirm'), confirmText: t('voiceprint.unbind'), cancelText: t('common.cancel') }))) return;
    try {
      await unbind();
      showToast({ content: t('voiceprint.unbound') });
    } catch (error) {
      showToast({ content: errorMessage(error, t) });
    }
  };
  return (
    <section className="vpr-card" aria-labelledby="vpr-card-title" data-testid="vpr-card">
      <h2 id="vpr-card-title" className="vpr-subtitle">
        {t('voiceprint.title')}
      </h2>
      {!mine.enabled ? (
        <p data-testid="vpr-status">{t('voiceprint.notEnabled')}</p>
      ) : (
        <>
          <VoiceprintStatus mine={mine} />
          <div className="vpr-card-actions">
            <Button color="primary" className="vpr-action" onClick={() => setRegistering(true)} data-testid="vpr-register">
              {t(mine.registered ? 'voiceprint.reRegister' : 'voiceprint.register')}
            </Button>
            {(mine.registered || mine.pending) && (
              <Button color="danger" fill="outline" className="vpr-action" onClick={() => void askUnbind()} data-testid="vpr-unbind">
                {t('voiceprint.unbind')}
              </Button>
            )}
          </div>
          <p className="vpr-privacy">{t('voiceprint.privacy')}</p>
        </>
      )}
      {registering && (
        <Suspense fallback={null}>
          <VoiceprintRegisterDialog
            onClose={(changed) => {
              setRegistering(false);
              if (changed) void reload();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
