import { practiceVoiceChannel } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { AudioOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../app/hooks';
import { useDeviceVoice } from './deviceVoice';
import type { PracticeSocket } from './practiceSocket';
import { useServerVoice, type SpokenRecording } from './serverVoice';

interface Props {
  /** The session's socket, over which spoken answers stream to the server's recogniser. */
  socket: PracticeSocket | null;
  draft: string;
  onDraft: (text: string) => void;
  /** Sends the answer; a spoken one recognised by the server comes with the learner's recording. */
  onSend: (text: string, recording?: SpokenRecording | null) => void;
  /** Whether the learner is speaking (the microphone is on or the answer is being recognised). */
  onSpeaking: (speaking: boolean) => void;
  disabled: boolean;
}

/**
 * The learner's answer: typed, or spoken. When the server recognises audio the microphone streams
 * to it (partial text shown live in the input, the final text sent as the answer — docs/practice.md
 * "Voice answers"); otherwise the browser's own speech recognition (useDeviceVoice) fills in the
 * text and sends it with the recording. With neither (or once the browser's proves missing) the
 * microphone is hidden and a short note says to type, or to have recognition set up.
 */
export function Composer({ socket, draft, onDraft, onSend, onSpeaking, disabled }: Props) {
  const t = useT();
  const [notice, setNotice] = useState('');
  const speak = (text: string, recording: SpokenRecording | null) => {
    onDraft(text);
    onSend(text, recording);
  };
  const device = useDeviceVoice(speak);
  const [search] = useSearchParams();
  const server = useServerVoice(socket, practiceVoiceChannel(search.get('session') ?? ''), { onPartial: onDraft, onText: speak, onNotice: setNotice });
  const serverListening = server.state !== 'idle';
  const listening = device.listening;
  const canListen = device.available;
  const micError = device.error;
  useEffect(() => onSpeaking(listening || serverListening), [listening, serverListening, onSpeaking]);

  const send = () => {
    if (disabled || !draft.trim()) return;
    onSend(draft, device.takeHeld());
  };
  const toggleMic = () => {
    setNotice('');
    device.clearError();
    if (server.available) return void (server.state === 'recording' ? server.stop() : server.start());
    device.toggle();
  };

  return (
    <div className="practice-composer">
      {(listening || server.state === 'recording') && (
        <div className="practice-mic-state" role="status">
          {t('practiceLearner.micListening')}
        </div>
      )}
      {server.state === 'recognising' && (
        <div className="practice-mic-state" role="status">
          {t('practiceLearner.micRecognising')}
        </div>
      )}
      {notice && (
        <div className="practice-mic-error" role="alert" data-testid="practice-voice-notice">
          {notice}
        </div>
      )}
      {micError && (
        <div className="practice-mic-error" role="alert" data-testid="practice-mic-error">
          {t(micError)}
        </div>
      )}
      {!canListen && !server.available && !micError && (
        <div className="practice-mic-note" data-testid="practice-mic-unsupported">
          {t('practiceLearner.micUnsupported')}
        </div>
      )}
      <div className="practice-composer-row">
        {(canListen || server.available) && (
          <Button
            shape="rounded"
            color={listening || serverListening ? 'danger' : 'default'}
            disabled={(disabled && !listening && server.state !== 'recording') || server.state === 'recognising'}
            onClick={toggleMic}
            aria-label={t(listening || server.state === 'recording' ? 'practiceLearner.micStop' : 'practiceLearner.micStart')}
            data-testid="practice-mic"
            data-server-voice={server.available ? 'true' : undefined}
          >
            <AudioOutline />
          </Button>
        )}
        <Input
          className="practice-input"
          value={draft}
          onChange={onDraft}
          placeholder={t('practiceLearner.inputPlaceholder')}
          onEnterPress={send}
          maxLength={1000}
          data-testid="practice-input"
        />
        <Button color="primary" disabled={disabled || !draft.trim()} onClick={send} data-testid="practice-send">
          {t('practiceLearner.send')}
        </Button>
      </div>
    </div>
  );
}
