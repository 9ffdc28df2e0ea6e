import { dialogue, type MessageKey, type PracticeCustomerLine } from '@peilian/shared';
import { Button } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useT } from '../app/hooks';
import { audioOf, noticeOf, playClip } from './audio';

/**
 * A customer's line: its text, emotion, a replay button when its audio came, the text-only notice when
 * it did not, and the AI customer's notice when its scripted line stood in for the model's.
 */
export function CustomerLine({ line, testId = 'customer-line' }: { line: PracticeCustomerLine; testId?: string }) {
  const t = useT();
  const src = audioOf(line);
  const notice = noticeOf(line);
  const emotion = dialogue.EMOTIONS[line.emotion];
  return (
    <div className="practice-line practice-line-customer" data-testid={testId}>
      <div className="practice-bubble">
        <span className="practice-line-text">{line.text}</span>
        {emotion && emotion !== 'normal' && <span className="practice-emotion">{t(`dialogue.emotions.${emotion}` as MessageKey)}</span>}
        {src && (
          <Button size="mini" fill="none" className="practice-play" aria-label={t('practiceLearner.play')} data-testid="practice-play" onClick={() => void playClip(src)}>
            <SoundOutline />
          </Button>
        )}
      </div>
      {notice && !src && (
        <div className="practice-notice" role="note" data-testid="practice-notice">
          {notice}
        </div>
      )}
      {line.llm === 'fallback' && (
        <div className="practice-notice" role="note" data-testid="practice-llm-fallback">
          {t('practiceSession.notice.llmFallback')}
        </div>
      )}
    </div>
  );
}
