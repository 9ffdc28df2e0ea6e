import { formatFileSize, type MessageKey } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../app/hooks';
import { MicrophoneError } from '../practice/microphone';
import { decodeMp3, enableMicrophone, startRecorder, type ActiveRecorder, type RecordedFile, type RecorderMode } from './recorders';
import './recorderTest.css';

interface Result extends RecordedFile {
  id: number;
  url: string;
}

const MODES: { mode: RecorderMode; label: MessageKey }[] = [
  { mode: 'original', label: 'practiceLearner.recorderTest.modeOriginal' },
  { mode: 'plugin', label: 'practiceLearner.recorderTest.modePlugin' },
];

const messageKeyOf = (error: unknown): MessageKey => (error instanceof MicrophoneError ? error.key : 'practiceLearner.micErrors.other');

/**
 * `/pages/recorder-test` (learner-and-session §2.6): tries the microphone in the two recording
 * modes — original (the browser's MediaRecorder format) and plug-in (the practice microphone as
 * mp3 and wav) — with buttons to enable the permission, start, stop, play and delete; every
 * failure shows the spec's message; each result shows its size and duration.
 */
export function RecorderTestPage() {
  const t = useT();
  const [mode, setMode] = useState<RecorderMode>('plugin');
  const [enabled, setEnabled] = useState(false);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const active = useRef<ActiveRecorder | null>(null);
  const nextId = useRef(1);
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      void active.current?.stop();
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const enable = async () => {
    setError(null);
    try {
      await enableMicrophone();
      setEnabled(true);
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  };
  const start = async () => {
    setError(null);
    try {
      active.current = await startRecorder(mode);
      setEnabled(true);
      setRecording(true);
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  };
  const stop = async () => {
    const recorder = active.current;
    active.current = null;
    setRecording(false);
    if (!recorder) return;
    const files = await recorder.stop();
    const mp3 = files.find((file) => file.format === 'mp3');
    if (mp3) await decodeMp3(mp3.blob).catch((failure: unknown) => setError(messageKeyOf(failure)));
    const made = files.map((file) => {
      const url = URL.createObjectURL(file.blob);
      urls.current.push(url);
      return { ...file, id: nextId.current++, url };
    });
    setResults((previous) => [...made, ...previous]);
  };
  const remove = (result: Result) => {
    URL.revokeObjectURL(result.url);
    setResults((previous) => previous.filter((item) => item.id !== result.id));
  };

  return (
    <div className="recorder-test" data-testid="recorder-test">
      <NavBar back={null}>{t('practiceLearner.recorderTest.title')}</NavBar>
      <div className="recorder-test-body">
        <div className="recorder-test-modes">
          {MODES.map((item) => (
            <Button
              key={item.mode}
              size="small"
              color={mode === item.mode ? 'primary' : 'default'}
              disabled={recording}
              onClick={() => setMode(item.mode)}
              aria-pressed={mode === item.mode}
              data-testid={`recorder-mode-${item.mode}`}
            >
              {t(item.label)}
            </Button>
          ))}
        </div>
        <div className="recorder-test-actions">
          <Button onClick={() => void enable()} disabled={recording} data-testid="recorder-enable">
            {t(enabled ? 'practiceLearner.recorderTest.enabled' : 'practiceLearner.recorderTest.enable')}
          </Button>
          <Button color="primary" onClick={() => void start()} disabled={recording} data-testid="recorder-start">
            {t('practiceLearner.recorderTest.start')}
          </Button>
          <Button color="danger" onClick={() => void stop()} disabled={!recording} data-testid="recorder-stop">
            {t('practiceLearner.recorderTest.stop')}
          </Button>
        </div>
        {recording && (
          <div className="recorder-test-state" role="status" data-testid="recorder-recording">
            {t('practiceLearner.recorderTest.recording')}
          </div>
        )}
        {error && (
          <div className="recorder-test-error" role="alert" data-testid="recorder-error">
            {t(error)}
          </div>
        )}
        {results.length === 0 && <div className="recorder-test-empty">{t('practiceLearner.recorderTest.empty')}</div>}
        <ul className="recorder-test-results">
          {results.map((result) => (
            <li key={result.id} data-testid={`recorder-result-${result.format}`} data-size={result.blob.size}>
              <div>
                {t('practiceLearner.recorderTest.result', {
                  format: result.format,
                  size: formatFileSize(result.blob.size),
                  seconds: (result.durationMs / 1000).toFixed(1),
                })}
              </div>
              <audio src={result.url} controls preload="metadata" data-testid="recorder-audio" />
              <Button size="mini" color="danger" fill="outline" onClick={() => remove(result)} data-testid="recorder-delete">
                {t('practiceLearner.recorderTest.delete')}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
