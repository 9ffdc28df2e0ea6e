import { createPracticeReportStore, scoreItemName, type MessageKey, type PracticeResult, type PracticeSessionView } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import { useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useT } from '../app/hooks';
import { learnerApi } from '../app/services';
import { EmptyState } from '../components/EmptyState';
import { errorMessage } from '../identity/errorMessage';
import { Loading } from '../components/Loading';
import { CustomerLine } from './CustomerLine';
import { ReportTurn } from './ReportTurn';
import { PracticeTaskContext } from './usePracticeSession';

const DIMENSIONS = ['completeness', 'turnscore', 'keywords', 'polite'] as const;
const END_REASONS = ['completed', 'requested', 'silenceLimit', 'nonStandardLimit', 'flowError'];

interface Props {
  sessionId: string;
  /** The session as the live call answered it, shown while the stored report loads. */
  initial: PracticeSessionView | null;
  /** Back to where the practice was opened: the task of a child task's practice, else the list. */
  onBack: () => void;
  onAgain: (() => void) | null;
}

/** The total, pass or fail against the pass score (or that the practice has not finished), and why it ended. */
function ReportScore({ session }: { session: PracticeSessionView }) {
  const t = useT();
  const { result } = session;
  return (
    <>
      {session.status !== 'finished' ? (
        <div className="practice-report-pending">{t('practiceLearner.report.notFinished')}</div>
      ) : (
        <div className="practice-report-score">
          <span className="practice-report-total" data-testid="practice-report-score">
            {Math.round(session.score ?? 0)}
          </span>
          <span className={session.passed ? 'practice-pass' : 'practice-fail'} data-testid="practice-report-passed">
            {t(session.passed ? 'practiceLearner.report.passed' : 'practiceLearner.report.failed')}
          </span>
          {result && <span className="practice-report-passscore">{t('practiceLearner.report.passScore', { score: result.passscore })}</span>}
        </div>
      )}
      {session.endreason && END_REASONS.includes(session.endreason) && (
        <div className="practice-report-reason" data-testid="practice-report-reason">
          {t(`dialogue.endReasons.${session.endreason}` as MessageKey)}
        </div>
      )}
    </>
  );
}

/** The scored items with their weights. */
function ReportItems({ items }: { items: PracticeResult['items'] }) {
  const t = useT();
  return (
    <>
      <h3>{t('practiceLearner.report.items')}</h3>
      <ul className="practice-dimensions" data-testid="practice-report-items">
        {items.map((item) => (
          <li key={item.name} data-testid="report-item">
            <span>
              {scoreItemName(t, item.name)} <small>{t('practiceLearner.report.weight', { weight: item.weight })}</small>
            </span>
            <b>{Math.round(item.score)}</b>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The scoring: completeness, the four dimensions, the items, and the turn counts. */
function ReportResult({ result }: { result: PracticeResult }) {
  const t = useT();
  return (
    <>
      <div className="practice-report-completeness" data-testid="practice-report-completeness">
        {t('practiceLearner.report.completeness')} <b>{Math.round(result.completeness)}</b>
      </div>
      <h3>{t('practiceLearner.report.dimensions')}</h3>
      <ul className="practice-dimensions" data-testid="practice-report-dimensions">
        {DIMENSIONS.map((dimension) => (
          <li key={dimension} data-testid={`dimension-${dimension}`}>
            <span>{t(`practiceLearner.report.dimension.${dimension}`)}</span>
            <b>{Math.round(result[dimension])}</b>
          </li>
        ))}
      </ul>
      {result.items.length > 0 && <ReportItems items={result.items} />}
      <div className="practice-report-summary">
        {t('practiceLearner.report.summary', {
          turns: result.summary.turns,
          nonStandard: result.summary.nonStandardAnswers,
          timeouts: result.summary.timeouts,
          silences: result.summary.silences,
        })}
      </div>
    </>
  );
}

/** A report that could not be read: try again, or go back. */
function ReportFailed({ failure, onRetry, onBack, inTask }: { failure: { error: unknown }; onRetry: () => void; onBack: () => void; inTask: boolean }) {
  const t = useT();
  return (
    <div data-testid="practice-report-failed">
      <EmptyState title={errorMessage(failure.error, t, 'practiceLearner.report.loadFailed')} fullPage>
        <Button size="small" color="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        <Button size="small" onClick={onBack}>
          {t(inTask ? 'practiceLearner.task.back' : 'practiceLearner.report.list')}
        </Button>
      </EmptyState>
    </div>
  );
}

/**
 * The report of a finished practice (`GET api/trainning/v3/practice/session/{id}`): scores,
 * dimensions, and every answer with its criteria.
 */
export function PracticeReport({ sessionId, initial, onBack, onAgain }: Props) {
  const t = useT();
  const task = useContext(PracticeTaskContext);
  const [store] = useState(() => createPracticeReportStore({ sessionId, initial, fetchSession: learnerApi.practice.session }));
  useEffect(() => void store.getState().load(), [store]);
  const { session, failure, load } = useStore(store);

  if (!session && failure) return <ReportFailed failure={failure} onRetry={() => void load()} onBack={onBack} inTask={!!task} />;
  if (!session) return <Loading />;
  return (
    <div className="practice-page" data-testid="practice-report">
      <NavBar onBack={onBack}>{t('practiceLearner.report.title')}</NavBar>
      <div className="practice-report">
        <h2 className="practice-report-name">{session.scenarioname}</h2>
        <ReportScore session={session} />
        {session.result && <ReportResult result={session.result} />}
        <h3>{t('practiceLearner.report.turns')}</h3>
        {session.opening.map((line, index) => (
          <CustomerLine key={index} line={line} source={{ sessionId: session.id, turn: 0, index }} testId="report-customer-line" />
        ))}
        {session.turns.map((turn) => (
          <ReportTurn key={turn.seq} sessionId={session.id} turn={turn} />
        ))}
        <div className="practice-report-actions">
          {onAgain && (
            <Button block color="primary" onClick={onAgain} data-testid="practice-again">
              {t('practiceLearner.report.again')}
            </Button>
          )}
          <Button block onClick={onBack} data-testid={task ? 'practice-back-task' : 'practice-back-list'}>
            {t(task ? 'practiceLearner.task.back' : 'practiceLearner.report.list')}
          </Button>
        </div>
      </div>
    </div>
  );
}
