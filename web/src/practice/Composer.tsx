import type { MessageKey } from '@peilian/shared';
import { Button, Input } from 'antd-mobile';
import { AudioOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../app/hooks';
import { listen, speechRecognitionAvailable, type Listening } from './speech';

interface Props {
  draft: string;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
  disabled: boolean;
}

/**
 * The learner's answer: typed, or spoken through the browser's own speech recognition (Web Speech
 * API, in the interface language) whose text is filled in and sent. Without it the microphone is
 * hidden and a short note says to type.
 */
export function Composer({ draft, onDraft, onSend, disabled }: Props) {
  const t = useT();
  const language = useLanguage();
  const [canListen] = useState(speechRecognitionAvailable);
  const [listening, setListening] = useState(false);
  const [micError, setMicError] = useState<MessageKey | null>(null);
  const session = useRef<Listening | null>(null);
  useEffect(() => () => session.current?.stop(), []);

  const send = () => {
    if (disabled || !draft.trim()) return;
    onSend(draft);
  };
  const toggleMic = () => {
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
      {listening && <div className="practice-mic-state" role="status">{t('practiceLearner.micListening')}</div>}
      {micError && (
        <div className="practice-mic-error" role="alert" data-testid="practice-mic-error">
          {t(micError)}
        </div>
      )}
      {!canListen && (
        <div className="practice-mic-note" data-testid="practice-mic-unsupported">
          {t('practiceLearner.micUnsupported')}
        </div>
      )}
      <div className="practice-composer-row">
        {canListen && (
          <Button
            shape="rounded"
            color={listening ? 'danger' : 'default'}
            disabled={disabled && !listening}
            onClick={toggleMic}
            aria-label={t(listening ? 'practiceLearner.micStop' : 'practiceLearner.micStart')}
            data-testid="practice-mic"
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
