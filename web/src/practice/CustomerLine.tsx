import { dialogue, type MessageKey, type PracticeCustomerLine } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { SoundOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useT } from '../app';
import { hasAudio, lineClip, noticeOf, playClip, type LineSource } from './audio';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string };

/** The line's audio: the voice file the live session named, else the stored line's fetched on the first play. */
function useLineAudio(line: PracticeCustomerLine, source: LineSource | undefined) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const live = hasAudio(line);
  const play = () => {
    const clip = load.state === 'loading' ? null : lineClip(line, source);
    if (!clip) return;
    setLoad({ state: 'loading' });
    clip.then(
      (url) => {
        setLoad({ state: 'idle' });
        return playClip(url);
      },
      (error: unknown) => setLoad({ state: 'failed', message: (error instanceof Error && error.message) || t('errors.network') }),
    );
  };
  return { live, load, play };
}

/** Under the bubble: the text-only notice, a failed replay, and the AI customer's stand-in notice. */
function LineNotices({ line, live, load }: { line: PracticeCustomerLine; live: boolean; load: Load }) {
  const t = useT();
  const notice = noticeOf(line);
  return (
    <>
      {notice && !live && (
        <div className="practice-notice" role="note" data-testid="practice-notice">
          {notice}
        </div>
      )}
      {load.state === 'failed' && (
        <div className="practice-notice" role="alert" data-testid="practice-play-error">
          {load.message}
        </div>
      )}
      {line.llm === 'fallback' && (
        <div className="practice-notice" role="note" data-testid="practice-llm-fallback">
          {t('practiceSession.notice.llmFallback')}
        </div>
      )}
    </>
  );
}

/**
 * A customer's line: its text, emotion, a replay button (the voice file the live session named, else —
 * for a stored line, `source` — the line's audio fetched from the server), the text-only notice when it
 * came without audio live, and the AI customer's notice when its scripted line stood in for the model's.
 */
export function CustomerLine({ line, source, testId = 'customer-line' }: { line: PracticeCustomerLine; source?: LineSource; testId?: string }) {
  const t = useT();
  const { live, load, play } = useLineAudio(line, source);
  const emotion = dialogue.EMOTIONS[line.emotion];

  return (
    <div className="practice-line practice-line-customer" data-testid={testId}>
      <div className="practice-bubble">
        <span className="practice-line-text">{line.text}</span>
        {emotion && emotion !== 'normal' && <span className="practice-emotion">{t(`dialogue.emotions.${emotion}` as MessageKey)}</span>}
        {(live || source) && (
          <Button
            size="mini"
            fill="none"
            className="practice-play"
            aria-label={t('practiceLearner.play')}
            loading={load.state === 'loading'}
            data-testid="practice-play"
            onClick={play}
          >
            <SoundOutline aria-hidden="true" />
          </Button>
        )}
      </div>
      <LineNotices line={line} live={live} load={load} />
    </div>
  );
}
