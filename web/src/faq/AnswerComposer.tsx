import { FAQ_ANSWER_TEXT_MAX, faqVoiceChannel } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { AudioOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../app';
import { useDeviceVoice, useServerVoice, type PracticeSocket, type SpokenRecording } from '../practice';

interface Props {
  socket: PracticeSocket | null;
  drillId: string;
  seq: number;
  draft: string;
  /** Thinking or answer time runs: the learner may answer. */
  enabled: boolean;
  onDraft: (text: string) => void;
  onAnswer: (mode: 'typed' | 'voice', text: string, recording: SpokenRecording | null) => void;
}

/** Both recognisers, the notice either leaves, and the microphone toggle; the microphone closes when answering stops being allowed. */
function useAnswerVoices({ socket, drillId, seq, enabled, onDraft, onAnswer }: Omit<Props, 'draft'>) {
  const [notice, setNotice] = useState('');
  const spoken = (text: string, recording: SpokenRecording | null) => {
    onDraft(text);
    onAnswer('voice', text, recording);
  };
  const device = useDeviceVoice(spoken);
  const server = useServerVoice(socket, faqVoiceChannel(drillId, seq), { onPartial: onDraft, onText: spoken, onNotice: setNotice });

  const closeMic = useRef<(() => void) | null>(null);
  closeMic.current = () => {
    if (server.state === 'recording') void server.stop();
    if (device.listening) device.toggle();
  };
  useEffect(() => {
    if (!enabled) closeMic.current?.();
  }, [enabled]);

  const toggleMic = () => {
    setNotice('');
    device.clearError();
    if (server.available) return void (server.state === 'recording' ? server.stop() : server.start());
    device.toggle();
  };
  return { device, server, notice, toggleMic };
}

/** What the microphone is doing: listening, recognising, a notice or an error, or that there is none to use. */
function MicStatus({ voices }: { voices: ReturnType<typeof useAnswerVoices> }) {
  const t = useT();
  const { device, server, notice } = voices;
  const speaking = device.listening || server.state === 'recording';
  return (
    <>
      {speaking && (
        <div className="faq-mic-state" role="status">
          {t('faqLearner.micListening')}
        </div>
      )}
      {server.state === 'recognising' && (
        <div className="faq-mic-state" role="status">
          {t('faqLearner.micRecognising')}
        </div>
      )}
      {(notice || device.error) && (
        <div className="faq-mic-error" role="alert" data-testid="faq-voice-notice">
          {notice || (device.error ? t(device.error) : '')}
        </div>
      )}
      {!(server.available || device.available) && !device.error && (
        <div className="faq-mic-note" data-testid="faq-mic-unsupported">
          {t('practiceLearner.micUnsupported')}
        </div>
      )}
    </>
  );
}

/**
 * The learner's answer: typed, or spoken — recognised by the server over the socket when it
 * recognises audio (`practice:voiceConfig`; partial text shown in the box as it comes), else by
 * the browser's own recogniser, the same two paths as the live practice. A spoken answer is sent
 * as soon as it is recognised. When the time runs out mid-sentence the microphone closes.
 */
export function AnswerComposer({ socket, drillId, seq, draft, enabled, onDraft, onAnswer }: Props) {
  const t = useT();
  const voices = useAnswerVoices({ socket, drillId, seq, enabled, onDraft, onAnswer });
  const { device, server } = voices;
  const speaking = device.listening || server.state === 'recording';
  const send = () => {
    if (enabled && draft.trim()) onAnswer('typed', draft, null);
  };

  return (
    <div className="faq-composer">
      <MicStatus voices={voices} />
      <TextArea
        className="faq-input"
        value={draft}
        onChange={onDraft}
        placeholder={t('faqLearner.typeAnswer')}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={FAQ_ANSWER_TEXT_MAX}
        disabled={!enabled}
        data-testid="faq-answer-input"
      />
      <div className="faq-composer-row">
        {(server.available || device.available) && (
          <Button
            shape="rounded"
            color={speaking ? 'danger' : 'default'}
            disabled={(!enabled && !speaking) || server.state === 'recognising'}
            onClick={voices.toggleMic}
            data-testid="faq-speak"
            data-server-voice={server.available ? 'true' : undefined}
          >
            <AudioOutline aria-hidden="true" /> {t(speaking ? 'faqLearner.stopSpeaking' : 'faqLearner.speak')}
          </Button>
        )}
        <Button className="faq-send" color="primary" disabled={!enabled || !draft.trim() || speaking} onClick={send} data-testid="faq-send">
          {t('faqLearner.send')}
        </Button>
      </div>
    </div>
  );
}
