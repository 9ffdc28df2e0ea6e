import type { MessageKey } from '@peilian/shared';
import { Button, Input } from 'antd-mobile';
import { AudioOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage, useT } from '../app/hooks';
import type { PracticeSocket } from './practiceSocket';
import { useServerVoice, type SpokenRecording } from './serverVoice';
import { listen, speechRecognitionAvailable, type Listening } from './speech';

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
 * "Voice answers"); otherwise the browser's own speech recognition (Web Speech API, in the
 * interface language) fills in the text and sends it. With neither the microphone is hidden and a
 * short note says to type.
 */
export function Composer({ socket, draft, onDraft, onSend, onSpeaking, disabled }: Props) {
  const t = useT();
  const language = useLanguage();
  const [canListen] = useState(speechRecognitionAvailable);
  const [listening, setListening] = useState(false);
  const [micError, setMicError] = useState<MessageKey | null>(null);
  const [notice, setNotice] = useState('');
  const session = useRef<Listening | null>(null);
  useEffect(() => () => session.current?.stop(), []);
  const [search] = useSearchParams();
  const server = useServerVoice(socket, search.get('session') ?? '', {
    onPartial: onDraft,
    onText: (text, recording) => {
      onDraft(text);
      onSend(text, recording);
    },
    onNotice: setNotice,
  });
  const serverListening = server.state !== 'idle';
  useEffect(() => onSpeaking(listening || serverListening), [listening, serverListening, onSpeaking]);

  const send = () => {
    if (disabled || !draft.trim()) return;
    onSend(draft);
  };
  const toggleMic = () => {
    setNotice('');
    if (server.available) {
      setMicError(null);
      return void (server.state === 'recording' ? server.stop() : server.start());
    }
    if (listening) return session.current?.stop();
    setMicError(null);
    session.current = listen(language, {
      onText: (text) => {
        onDraft(text);
        onSend(text);
      },
      onError: setMicError,
      onEnd: () => {
        setListening(false);
        session.current = null;
      },
    });
    if (session.current) setListening(true);
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
      {!canListen && !server.available && (
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
