import { formatFileSize, type MessageKey } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../app';
import { MicrophoneError } from '../practice';
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

/** The recorded files on show, each with an object URL that is revoked on delete and on leaving. */
function useResults() {
  const [results, setResults] = useState<Result[]>([]);
  const nextId = useRef(1);
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const add = (files: RecordedFile[]) => {
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
  return { results, add, remove };
}

/** The microphone's permission and one recording at a time in the chosen mode; each failure becomes its message key. */
function useRecorder(mode: RecorderMode, onFiles: (files: RecordedFile[]) => void) {
  const [enabled, setEnabled] = useState(false);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const active = useRef<ActiveRecorder | null>(null);
  useEffect(() => () => void active.current?.stop(), []);

  const attempt = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  };
  const enable = () =>
    attempt(async () => {
      await enableMicrophone();
      setEnabled(true);
    });
  const start = () =>
    attempt(async () => {
      active.current = await startRecorder(mode);
      setEnabled(true);
      setRecording(true);
    });
  const stop = async () => {
    const recorder = active.current;
    active.current = null;
    setRecording(false);
    if (!recorder) return;
    const files = await recorder.stop();
    const mp3 = files.find((file) => file.format === 'mp3');
    if (mp3) await decodeMp3(mp3.blob).catch((failure: unknown) => setError(messageKeyOf(failure)));
    onFiles(files);
  };
  return { enabled, recording, error, enable, start, stop };
}

/** One recorded file: its format, size and length, a player, and Delete. */
function ResultItem({ result, onRemove }: { result: Result; onRemove: () => void }) {
  const t = useT();
  return (
    <li data-testid={`recorder-result-${result.format}`} data-size={result.blob.size}>
      <div>
        {t('practiceLearner.recorderTest.result', {
          format: result.format,
          size: formatFileSize(result.blob.size),
          seconds: (result.durationMs / 1000).toFixed(1),
        })}
      </div>
      <audio src={result.url} controls preload="metadata" data-testid="recorder-audio" />
      <Button size="mini" color="danger" fill="outline" onClick={onRemove} data-testid="recorder-delete">
        {t('practiceLearner.recorderTest.delete')}
      </Button>
    </li>
  );
}

/** The two mode buttons (locked while recording). */
function ModeButtons({ mode, recording, onMode }: { mode: RecorderMode; recording: boolean; onMode: (mode: RecorderMode) => void }) {
  const t = useT();
  return (
    <div className="recorder-test-modes">
      {MODES.map((item) => (
        <Button
          key={item.mode}
          size="small"
          color={mode === item.mode ? 'primary' : 'default'}
          disabled={recording}
          onClick={() => onMode(item.mode)}
          aria-pressed={mode === item.mode}
          data-testid={`recorder-mode-${item.mode}`}
        >
          {t(item.label)}
        </Button>
      ))}
    </div>
  );
}

/** Enable, Start and Stop. */
function RecorderActions({ recorder }: { recorder: ReturnType<typeof useRecorder> }) {
  const t = useT();
  const { enabled, recording } = recorder;
  return (
    <div className="recorder-test-actions">
      <Button onClick={() => void recorder.enable()} disabled={recording} data-testid="recorder-enable">
        {t(enabled ? 'practiceLearner.recorderTest.enabled' : 'practiceLearner.recorderTest.enable')}
      </Button>
      <Button color="primary" onClick={() => void recorder.start()} disabled={recording} data-testid="recorder-start">
        {t('practiceLearner.recorderTest.start')}
      </Button>
      <Button color="danger" onClick={() => void recorder.stop()} disabled={!recording} data-testid="recorder-stop">
        {t('practiceLearner.recorderTest.stop')}
      </Button>
    </div>
  );
}

/**
 * `/pages/recorder-test` (learner-and-session §2.6): tries the microphone in the two recording
 * modes — original (the browser's MediaRecorder format) and plug-in (the practice microphone as
 * mp3 and wav) — with buttons to enable the permission, start, stop, play and delete; every
 * failure shows the spec's message; each result shows its size and duration.
 */
export function RecorderTestPage() {
  const t = useT();
  const [mode, setMode] = useState<RecorderMode>('plugin');
  const { results, add, remove } = useResults();
  const recorder = useRecorder(mode, add);

  return (
    <div className="recorder-test" data-testid="recorder-test">
      <NavBar back={null}>{t('practiceLearner.recorderTest.title')}</NavBar>
      <div className="recorder-test-body">
        <ModeButtons mode={mode} recording={recorder.recording} onMode={setMode} />
        <RecorderActions recorder={recorder} />
        {recorder.recording && (
          <div className="recorder-test-state" role="status" data-testid="recorder-recording">
            {t('practiceLearner.recorderTest.recording')}
          </div>
        )}
        {recorder.error && (
          <div className="recorder-test-error" role="alert" data-testid="recorder-error">
            {t(recorder.error)}
          </div>
        )}
        {results.length === 0 && <div className="recorder-test-empty">{t('practiceLearner.recorderTest.empty')}</div>}
        <ul className="recorder-test-results">
          {results.map((result) => (
            <ResultItem key={result.id} result={result} onRemove={() => remove(result)} />
          ))}
        </ul>
      </div>
    </div>
  );
}
