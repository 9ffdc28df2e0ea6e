import { createPracticeReportStore, reportEntries, type PracticeSessionView } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import { useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { learnerApi, useT } from '../app';
import { AppealEntry } from '../appeals';
import { EmptyState } from '../components/EmptyState';
import { errorMessage } from '../lib/errorMessage';
import { Loading } from '../components/Loading';
import { CustomerLine } from './CustomerLine';
import { ReportScore, ReportResult } from './ReportScores';
import { ReportStep, ReportTurn } from './ReportTurn';
import { ChecklistResult, CoachReview } from './RoleplayReview';
import { PracticeTaskContext } from './usePracticeSession';
import { VoiceCheckBadge } from './VoiceCheckBadge';

interface Props {
  sessionId: string;
  /** The session as the live call answered it, shown while the stored report loads. */
  initial: PracticeSessionView | null;
  /** Back to where the practice was opened: the task of a child task's practice, else the list. */
  onBack: () => void;
  onAgain: (() => void) | null;
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
 * The report of a finished practice (`GET api/trainning/v3/practice/session/{id}`): how the
 * total is made, the dimensions, and every answer with why it scored what it did (and the steps
 * left without an answer between them).
 */
export function PracticeReport({ sessionId, initial, onBack, onAgain }: Props) {
  const t = useT();
  const task = useContext(PracticeTaskContext);
  const [store] = useState(() =>
    createPracticeReportStore({ sessionId, initial, fetchSession: learnerApi.practice.session, fetchCoach: learnerApi.practice.coach }),
  );
  useEffect(() => void store.getState().load(), [store]);
  const { session, failure, load, coach, loadCoach } = useStore(store);

  if (!session && failure) return <ReportFailed failure={failure} onRetry={() => void load()} onBack={onBack} inTask={!!task} />;
  if (!session) return <Loading />;
  return (
    <div className="practice-page" data-testid="practice-report">
      <NavBar onBack={onBack}>{t('practiceLearner.report.title')}</NavBar>
      <div className="practice-report">
        <h2 className="practice-report-name">{session.scenarioname}</h2>
        <ReportScore session={session} />
        <VoiceCheckBadge check={session.voicecheck} />
        {session.result && <ReportResult result={session.result} />}
        {session.result && <ChecklistResult checklist={session.result.checklist} />}
        <CoachReview coach={coach} onRetry={() => void loadCoach()} />
        <h3>{t('practiceLearner.report.turns')}</h3>
        {session.opening.map((line, index) => (
          <CustomerLine key={index} line={line} source={{ sessionId: session.id, turn: 0, index }} testId="report-customer-line" />
        ))}
        {reportEntries(t, session).map((entry) =>
          entry.kind === 'turn' ? (
            <ReportTurn key={entry.turn.seq} sessionId={session.id} turn={entry.turn} reasons={entry.reasons} />
          ) : (
            <ReportStep key={entry.step.nodeid} step={entry.step} text={entry.text} />
          ),
        )}
        {session.status === 'finished' && session.score !== null && <AppealEntry type="practice" recordid={session.id} />}
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
