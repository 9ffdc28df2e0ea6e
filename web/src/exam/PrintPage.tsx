import { countdownText, type ExamResultResponse } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useT, useTimeZone } from '../app';
import { EmptyState } from '../components/EmptyState';
import { errorMessage } from '../lib/errorMessage';
import { Loading } from '../components/Loading';
import { RetryOrBack } from './RetryOrBack';
import { CENTRE_PATH } from '../training';
import { fetchExamResult } from './examApi';
import { PrintQuestion } from './PrintQuestion';
import { printTime, resultText } from './printView';
import './print.css';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; result: ExamResultResponse };

/** The learner's latest submitted result, read again by `load`. */
function usePrintResult(childId: string) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchExamResult(childId).then(
      (result) => setState({ kind: 'ready', result }),
      (error: unknown) => setState({ kind: 'failed', message: errorMessage(error, t, 'exam.taking.resultFailed') }),
    );
  }, [childId, t]);
  useEffect(() => {
    if (childId) load();
  }, [childId, load]);
  return { state, load };
}

/** The result's facts: paper, learner, when and how it was submitted, score, pass or fail, time used, counts. */
function PrintFacts({ result }: { result: ExamResultResponse }) {
  const t = useT();
  const zone = useTimeZone();
  const name = useSession((state) => state.user?.name ?? '');
  return (
    <dl className="exam-print-facts">
      <dt>{t('examWeb.print.paper')}</dt>
      <dd data-testid="print-paper">{result.paper.title}</dd>
      <dt>{t('examWeb.print.learner')}</dt>
      <dd>{name}</dd>
      <dt>{t('examWeb.print.submittedAt')}</dt>
      <dd>
        {printTime(result.submittedAt, zone)}
        {result.submittedBy === 'deadline' && t('examWeb.print.submittedByDeadline')}
      </dd>
      <dt>{t('examWeb.print.score')}</dt>
      <dd className="exam-print-score" data-testid="print-score">
        {result.score} / {result.paper.total}
      </dd>
      <dt>{t('examWeb.print.result')}</dt>
      <dd data-testid="print-passed" data-passed={result.passed}>
        {resultText(t, result.passed, result.paper.score)}
      </dd>
      <dt>{t('examWeb.print.usedTime')}</dt>
      <dd>{countdownText(result.usedSeconds)}</dd>
      <dt>{t('examWeb.print.counts')}</dt>
      <dd>{t('examLearner.counts', { correct: result.correctCount, answered: result.answeredCount, count: result.questionCount })}</dd>
    </dl>
  );
}

/**
 * The printable result (`/user/dashboard/print?id=<exam child task>`): the learner's latest
 * submitted attempt — score, pass or fail, and each question with the review the server allows —
 * laid out for paper (print.css: no app chrome, black on white, a question never split).
 */
export function PrintPage() {
  const t = useT();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const childId = search.get('id')?.trim() ?? '';
  const { state, load } = usePrintResult(childId);
  const [printedAt] = useState(() => Date.now());

  // Opened from the result: back returns there; opened directly: to the training centre.
  const back = () => (location.key === 'default' ? navigate(CENTRE_PATH) : navigate(-1));
  if (!childId) return <EmptyState title={t('exam.taking.resultFailed')} fullPage />;
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <RetryOrBack testId="print-failed" message={state.message} onRetry={load} onBack={back} />;
  const { result } = state;
  const print = (
    <Button size="mini" color="primary" onClick={() => window.print()} data-testid="print-now">
      {t('examWeb.print.print')}
    </Button>
  );
  return (
    <div className="exam-print-page">
      <div className="exam-print-toolbar">
        <NavBar onBack={back} right={print}>
          {t('examWeb.print.title')}
        </NavBar>
      </div>
      <article className="exam-print" data-testid="exam-print">
        <h1>{t('examWeb.print.title')}</h1>
        <PrintFacts result={result} />
        {result.review.length > 0 ? (
          <ol className="exam-print-questions" data-testid="print-questions">
            {result.review.map((item, index) => (
              <PrintQuestion key={item.questionid} item={item} index={index} />
            ))}
          </ol>
        ) : (
          <p className="exam-print-hidden">{t('examLearner.reviewHidden')}</p>
        )}
        <footer className="exam-print-footer">{t('examWeb.print.printedAt', { time: printTime(printedAt, zone) })}</footer>
      </article>
    </div>
  );
}
