import { CHILD_TASK_TYPES, keptSession } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { errorMessage } from '../lib/errorMessage';
import { Loading } from '../components/Loading';
import { fetchTask, taskPath } from '../training';
import { keptSessions } from './paths';
import { PracticeRoom } from './PracticeRoom';
import { ScenarioList } from './ScenarioList';
import { PracticeTaskContext, type PracticeTask } from './usePracticeSession';
import './practice.css';

/**
 * The learner's voice practice (`/user/dashboard/practice`, full screen): the free-practice scenario
 * list without a query; `?scenario=` a scenario's practice, `&session=` (or the one kept in
 * sessionStorage) resuming a session or showing its report once finished; `?package=&child=` a
 * scenario child task's practice, bound to the task (docs/training.md "Practice as a child task").
 */
export function PracticePage() {
  const [search] = useSearchParams();
  const scenarioId = search.get('scenario')?.trim() ?? '';
  const sessionId = search.get('session')?.trim() ?? '';
  const childId = search.get('child')?.trim() ?? '';
  const packageId = search.get('package')?.trim() ?? '';
  if (childId && packageId) return <TaskPractice key={childId} packageId={packageId} childId={childId} sessionId={sessionId} />;
  if (!scenarioId && !sessionId) return <ScenarioList />;
  return <PracticeRoom key={scenarioId || sessionId} scenarioId={scenarioId} sessionId={sessionId || keptSession(keptSessions, scenarioId)} />;
}

type TaskState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; task: PracticeTask; scenarioId: string };

/** A scenario child task's practice: the task read from its package, its title above the room. */
function TaskPractice({ packageId, childId, sessionId }: { packageId: string; childId: string; sessionId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [state, setState] = useState<TaskState>({ status: 'loading' });
  const load = useCallback(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchTask(packageId).then(
      (detail) => {
        if (!live) return;
        const child = detail.children.find((item) => item.id === childId);
        if (!child || child.type !== CHILD_TASK_TYPES.scenario) setState({ status: 'failed', message: t('practiceLearner.task.notPractice') });
        else setState({ status: 'ready', task: { packageId, childId, title: child.title }, scenarioId: child.refid });
      },
      (error: unknown) => live && setState({ status: 'failed', message: errorMessage(error, t, 'practiceLearner.task.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [packageId, childId, t]);
  useEffect(load, [load]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <div data-testid="practice-task-failed">
        <EmptyState title={state.message} fullPage>
          <Button size="small" color="primary" onClick={() => navigate(taskPath(packageId))}>
            {t('practiceLearner.task.back')}
          </Button>
        </EmptyState>
      </div>
    );
  }
  return (
    <PracticeTaskContext.Provider value={state.task}>
      <div className="practice-state" style={{ color: 'var(--adm-color-primary)' }} data-testid="practice-task-title">
        {t('practiceLearner.task.label', { title: state.task.title })}
      </div>
      <PracticeRoom scenarioId={state.scenarioId} sessionId={sessionId} />
    </PracticeTaskContext.Provider>
  );
}
