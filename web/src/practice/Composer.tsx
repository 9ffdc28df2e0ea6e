import { practiceVoiceChannel } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { AudioOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../app';
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

/** Both recognisers (the server's when it has one, else the device's), the notice either leaves, and the microphone toggle. */
function useVoices({ socket, onDraft, onSend, onSpeaking }: Pick<Props, 'socket' | 'onDraft' | 'onSend' | 'onSpeaking'>) {
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
  useEffect(() => onSpeaking(listening || serverListening), [listening, serverListening, onSpeaking]);

  const toggleMic = () => {
    setNotice('');
    device.clearError();
    if (server.available) return void (server.state === 'recording' ? server.stop() : server.start());
    device.toggle();
  };
  return { device, server, notice, toggleMic };
}

type Voices = ReturnType<typeof useVoices>;

/** What the microphone is doing: listening, recognising, a notice or an error, or that there is none to use. */
function MicStatus({ voices }: { voices: Voices }) {
  const t = useT();
  const { device, server, notice } = voices;
  const micError = device.error;
  return (
    <>
      {(device.listening || server.state === 'recording') && (
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
      {!device.available && !server.available && !micError && (
        <div className="practice-mic-note" data-testid="practice-mic-unsupported">
          {t('practiceLearner.micUnsupported')}
        </div>
      )}
    </>
  );
}

/** The microphone button: starts or stops listening (red while it listens). */
function MicButton({ voices, disabled }: { voices: Voices; disabled: boolean }) {
  const t = useT();
  const { device, server, toggleMic } = voices;
  const listening = device.listening;
  return (
    <Button
      shape="rounded"
      color={listening || server.state !== 'idle' ? 'danger' : 'default'}
      disabled={(disabled && !listening && server.state !== 'recording') || server.state === 'recognising'}
      onClick={toggleMic}
      aria-label={t(listening || server.state === 'recording' ? 'practiceLearner.micStop' : 'practiceLearner.micStart')}
      data-testid="practice-mic"
      data-server-voice={server.available ? 'true' : undefined}
    >
      <AudioOutline aria-hidden="true" />
    </Button>
  );
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
  const voices = useVoices({ socket, onDraft, onSend, onSpeaking });
  const send = () => {
    if (disabled || !draft.trim()) return;
    onSend(draft, voices.device.takeHeld());
  };

  return (
    <div className="practice-composer">
      <MicStatus voices={voices} />
      <div className="practice-composer-row">
        {(voices.device.available || voices.server.available) && <MicButton voices={voices} disabled={disabled} />}
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
