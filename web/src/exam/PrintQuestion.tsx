import { correctAnswerWords } from '@peilian/shared';
import { useT } from '../app';
import { labelledText, printedChoices, questionTypeKey, yourAnswerText, type ReviewItem } from './printView';

/** One question of the printed result: never split across pages (print.css). */
export function PrintQuestion({ item, index }: { item: ReviewItem; index: number }) {
  const t = useT();
  const yours = yourAnswerText(item, t);
  const correct = correctAnswerWords(item);
  return (
    <li className="exam-print-question" data-testid={`print-question-${item.questionid}`}>
      <div className="exam-print-question-head">
        <span>{t('examWeb.print.questionHead', { index: index + 1, type: t(questionTypeKey(item.type)), score: item.score })}</span>
        <span className="exam-print-mark" data-correct={item.correct}>
          {item.correct ? '✓' : '✗'} {t(item.correct ? 'examLearner.right' : 'examLearner.wrong')} · {t('examWeb.print.earned', { earned: item.earned })}
        </span>
      </div>
      <p className="exam-print-text">{item.text}</p>
      {item.choices.length > 0 && (
        <ul className="exam-print-choices">
          {printedChoices(item).map((choice) => (
            <li key={choice.id} data-chosen={choice.chosen} data-correct={choice.correct ?? undefined}>
              <span className="exam-print-box">{choice.chosen ? '■' : '□'}</span> {choice.id}. {choice.content}
              {choice.correct === true && ' ✓'}
            </li>
          ))}
        </ul>
      )}
      <p className="exam-print-answer" data-testid={`print-yours-${item.questionid}`}>
        {labelledText(t, 'exam.taking.yourAnswer', yours ?? t('examLearner.noAnswer'))}
      </p>
      {correct !== null && <p className="exam-print-answer">{labelledText(t, 'exam.taking.correctAnswer', correct)}</p>}
      {item.promotion && <p className="exam-print-tip">{item.promotion}</p>}
    </li>
  );
}
