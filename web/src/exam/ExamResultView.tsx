import { countdownText, type ExamHistory as History, type ExamResultResponse } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Result from 'antd-mobile/es/components/result';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import ExclamationCircleFill from 'antd-mobile-icons/es/ExclamationCircleFill';
import { useT } from '../app';
import { AppealEntry } from '../appeals';
import { ExamHistory } from './ExamHistory';
import { ExamReview } from './ExamReview';

interface Props {
  result: ExamResultResponse;
  /** The deadline, not the learner, handed the paper in. */
  timedOut: boolean;
  history: History;
  canRetake: boolean;
  onRetake: () => void;
  onBack: () => void;
  /** Opens the printable result. */
  onPrint: () => void;
}

/** The latest submitted attempt: score, pass or fail, the per-question review the exam allows, and every attempt. */
export function ExamResultView({ result, timedOut, history, canRetake, onRetake, onBack, onPrint }: Props) {
  const t = useT();
  return (
    <div className="exam-page" data-testid="exam-result">
      <NavBar onBack={onBack}>{t('examLearner.resultTitle')}</NavBar>
      {timedOut && <NoticeBar color="alert" content={t('exam.taking.autoSubmitted')} data-testid="exam-time-up" />}
      <Result
        status={result.passed ? 'success' : 'warning'}
        icon={<span aria-hidden="true">{result.passed ? <CheckCircleFill /> : <ExclamationCircleFill />}</span>}
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
      {result.review.length > 0 ? <ExamReview review={result.review} /> : <div className="exam-review-hidden">{t('examLearner.reviewHidden')}</div>}
      {result.attemptid && <AppealEntry type="exam" recordid={result.attemptid} />}
      <ExamHistory history={history} />
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
