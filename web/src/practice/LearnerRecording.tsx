import Button from 'antd-mobile/es/components/button';
import { SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../app';
import { fetchTurnRecording } from './practiceApi';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

/**
 * The learner's own recording of a spoken answer in the report (docs/practice.md "Learner
 * recordings"): a play button that loads it through the authenticated download and plays it.
 */
export function LearnerRecording({ sessionId, seq }: { sessionId: string; seq: number }) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const url = load.state === 'ready' ? load.url : '';
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const play = () => {
    if (load.state === 'ready') return void audioRef.current?.play().catch(() => undefined);
    if (load.state === 'loading') return;
    setLoad({ state: 'loading' });
    fetchTurnRecording(sessionId, seq)
      .then((blob) => setLoad({ state: 'ready', url: URL.createObjectURL(blob) }))
      .catch((error: unknown) => setLoad({ state: 'failed', message: (error instanceof Error && error.message) || t('practiceLearner.recording.failed') }));
  };

  return (
    <div className="practice-learner-recording" data-testid="report-learner-recording">
      <Button size="mini" fill="outline" loading={load.state === 'loading'} onClick={play} data-testid="report-learner-play">
        <SoundOutline aria-hidden="true" /> {t(load.state === 'loading' ? 'practiceLearner.recording.loading' : 'practiceLearner.recording.play')}
      </Button>
      {load.state === 'ready' && (
        // Autoplay follows the click that loaded it; the controls replay and seek.
        <audio ref={audioRef} src={load.url} controls autoPlay data-testid="report-learner-audio" />
      )}
      {load.state === 'failed' && (
        <span className="practice-mic-error" role="alert" data-testid="report-learner-recording-error">
          {load.message}
        </span>
      )}
    </div>
  );
}
