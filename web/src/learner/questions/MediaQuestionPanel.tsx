import Button from 'antd-mobile/es/components/button';
import { useT } from '../../app';
import { showToast } from '../../components/toast';
import { QuestionSheet } from './QuestionSheet';
import type { useMediaQuestions } from './useMediaQuestions';

interface Props {
  kind: string;
  questions: ReturnType<typeof useMediaQuestions>;
  /** A file's reading time is met: its questions may be answered. */
  readingDone: boolean;
  /** The learner read a verdict in a video: it plays on. */
  onPlayOn: () => void;
}

/**
 * The questions inside a video or file: the open question's sheet (a video opens it where it paused),
 * and for a file, the bar that offers the questions once the reading time is met.
 */
export function MediaQuestionPanel({ kind, questions, readingDone, onPlayOn }: Props) {
  const t = useT();
  const { question, remaining } = questions;
  if (questions.questions.length === 0) return null;

  const onAnswer = async (n: number, choices: string[]) => {
    const result = await questions.answer(n, choices);
    if (result.media.done === 1) showToast({ icon: 'success', content: t('learnerTraining.media.doneToast') });
    return result;
  };
  const onContinue = () => {
    questions.close();
    if (kind === 'video') onPlayOn();
    else if (remaining > 0) questions.openNext();
  };

  return (
    <>
      {kind !== 'video' && (
        <div className="media-question-bar" data-testid="media-question-bar">
          <span>{remaining > 0 ? t('mediaQuestions.learner.remaining', { count: remaining }) : t('mediaQuestions.learner.allAnswered')}</span>
          {remaining > 0 &&
            (readingDone ? (
              <Button size="small" color="primary" onClick={questions.openNext} data-testid="media-question-open">
                {t('mediaQuestions.learner.open')}
              </Button>
            ) : (
              <span className="media-question-hint">{t('mediaQuestions.learner.afterReading')}</span>
            ))}
        </div>
      )}
      {question && <QuestionSheet key={question.n} question={question} total={questions.questions.length} onAnswer={onAnswer} onContinue={onContinue} />}
    </>
  );
}
