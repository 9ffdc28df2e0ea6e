import type { VoiceprintStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../../app';
import { useVoiceprintValue } from './useVoiceprint';
import { VoiceprintNoticeLine } from './VoiceprintNoticeLine';

/** Reading the text aloud (learner §2.3): start, recording (stop), then registering or recognising while the result comes. */
export function RecordStep({ store }: { store: VoiceprintStore }) {
  const t = useT();
  const phase = useVoiceprintValue(store, (state) => state.phase);
  const text = useVoiceprintValue(store, (state) => state.text);
  const flow = useVoiceprintValue(store, (state) => state.flow);
  const recordedS = useVoiceprintValue(store, (state) => Math.floor(state.recordedMs / 1000));
  const recording = phase === 'recording';
  const checking = phase === 'checking' || phase === 'connecting';
  const waitLabel = phase === 'connecting' ? t('voiceprint.connecting') : t(flow === 'register' ? 'voiceprint.registering' : 'voiceprint.recognising');
  return (
    <div className="vpr-step">
      <p className="vpr-hint">{recording ? t('voiceprint.recording') : t('voiceprint.readHint')}</p>
      <blockquote className="vpr-text" data-testid="vpr-text">
        {text}
      </blockquote>
      <VoiceprintNoticeLine store={store} />
      <Button
        block
        color="primary"
        className="vpr-action"
        loading={checking}
        disabled={checking}
        onClick={() => void (recording ? store.getState().stopRecording() : store.getState().startRecording())}
        data-testid={recording ? 'vpr-stop' : 'vpr-start'}
        data-recorded-s={recordedS}
      >
        {checking ? waitLabel : recording ? t('voiceprint.stop') : t('voiceprint.start')}
      </Button>
    </div>
  );
}
