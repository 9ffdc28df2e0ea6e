import { countdownText, type ExamResultResponse } from '@peilian/shared';
import { Button, List, NavBar, Result, Tag } from 'antd-mobile';
import { useT } from '../app/hooks';

interface Props {
  result: ExamResultResponse;
  canRetake: boolean;
  onRetake: () => void;
  onBack: () => void;
  /** Opens the printable result. */
  onPrint: () => void;
}

/** The latest submitted attempt: score, pass or fail, and the per-question review the exam allows. */
export function ExamResultView({ result, canRetake, onRetake, onBack, onPrint }: Props) {
  const t = useT();
  return (
    <div className="exam-page" data-testid="exam-result">
      <NavBar onBack={onBack}>{t('examLearner.resultTitle')}</NavBar>
      <Result
        status={result.passed ? 'success' : 'warning'}
        title={
          <span data-testid="exam-result-score">
            {t('exam.taking.score')} {result.score}
          </span>
        }
        description={
          <>
            <div data-testid="exam-result-passed" data-passed={result.passed}>
              {t(result.passed ? 'exam.taking.passed' : 'exam.taking.notPassed')} · {t('exam.taking.passScore')} {result.paper.score}
            </div>
            <div>{t('examLearner.usedTime', { time: countdownText(result.usedSeconds) })}</div>
            <div>{t('examLearner.counts', { correct: result.correctCount, answered: result.answeredCount, count: result.questionCount })}</div>
          </>
        }
      />
      {result.review.length > 0 ? (
        <List header={t('examLearner.reviewTitle')} data-testid="exam-review">
          {result.review.map((item, index) => (
            <List.Item
              key={item.questionid}
              data-testid={`exam-review-${item.questionid}`}
              description={
                <>
                  <div>
                    {t('exam.taking.yourAnswer')}: {item.answered ? [...item.yours.choices, ...item.yours.fills].join(', ') : t('examLearner.noAnswer')}
                  </div>
                  {item.answer !== undefined && (
                    <div>
                      {t('exam.taking.correctAnswer')}: {item.answer}
                    </div>
                  )}
                  {item.choices.some((choice) => choice.iscorrect === 1) && (
                    <div>
                      {t('exam.taking.correctAnswer')}:{' '}
                      {item.choices
                        .filter((choice) => choice.iscorrect === 1)
                        .map((choice) => choice.id)
                        .join(', ')}
                    </div>
                  )}
                  {item.promotion && <div>{item.promotion}</div>}
                </>
              }
              extra={
                <Tag color={item.correct ? 'success' : 'danger'}>
                  {t(item.correct ? 'examLearner.right' : 'examLearner.wrong')} {item.earned}/{item.score}
                </Tag>
              }
            >
              {index + 1}. {item.text}
            </List.Item>
          ))}
        </List>
      ) : (
        <div className="exam-review-hidden">{t('examLearner.reviewHidden')}</div>
      )}
      <div className="exam-actions">
        <Button size="small" onClick={onBack} data-testid="exam-back">
          {t('examLearner.backToTask')}
        </Button>
        <Button size="small" onClick={onPrint} data-testid="exam-print">
          {t('examWeb.print.open')}
        </Button>
        {canRetake && (
          <Button size="small" color="primary" onClick={onRetake} data-testid="exam-retake">
            {t('exam.taking.retake')}
          </Button>
        )}
      </div>
    </div>
  );
}
