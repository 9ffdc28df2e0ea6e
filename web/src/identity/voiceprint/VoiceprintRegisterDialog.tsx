import type { VoiceprintFlow, VoiceprintStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../../app';
import { DialogPopup } from '../../components/DialogPopup';
import { ConfirmStep } from './ConfirmStep';
import { FailedStep } from './FailedStep';
import { RecordStep } from './RecordStep';
import { useVoiceprintDialog, useVoiceprintValue } from './useVoiceprint';
import './voiceprint.css';

const OUTCOME_KEYS = { registered: 'voiceprint.doneRegistered', pending: 'voiceprint.donePending', autopassed: 'voiceprint.doneAutoPassed' } as const;

interface Props {
  /** The dialog closes; `changed` once a registration went through (the card reloads). */
  onClose: (changed: boolean) => void;
  create?: (flow: VoiceprintFlow) => VoiceprintStore;
}

/** The step of the registration the store is at. */
function RegisterStep({ store }: { store: VoiceprintStore }) {
  const t = useT();
  const phase = useVoiceprintValue(store, (state) => state.phase);
  const outcome = useVoiceprintValue(store, (state) => state.outcome);
  if (phase === 'confirm' || phase === 'validating') return <ConfirmStep store={store} />;
  if (phase === 'failed') return <FailedStep store={store} />;
  if (phase === 'done' && outcome)
    return (
      <p className="vpr-step" role="status" data-testid="vpr-outcome">
        {t(OUTCOME_KEYS[outcome])}
      </p>
    );
  return <RecordStep store={store} />;
}

/** Registering (or re-registering) one's voiceprint in the personal centre: read, pass the quality check, confirm the identity. */
export function VoiceprintRegisterDialog({ onClose, create }: Props) {
  const t = useT();
  const store = useVoiceprintDialog('register', create);
  const done = useVoiceprintValue(store, (state) => state.phase === 'done');
  return (
    <DialogPopup title={t('voiceprint.registerTitle')} onMaskClick={() => onClose(done)} style={{ '--min-width': 'min(420px, 92vw)' }}>
      <div className="dialog-form vpr-dialog" data-testid="vpr-dialog">
        <h2 className="dialog-title">{t('voiceprint.registerTitle')}</h2>
        <RegisterStep store={store} />
        <p className="vpr-privacy">{t('voiceprint.privacy')}</p>
        <Button block fill="none" className="vpr-action" onClick={() => onClose(done)} data-testid="vpr-close">
          {t('common.close')}
        </Button>
      </div>
    </DialogPopup>
  );
}
