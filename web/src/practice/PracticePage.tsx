import { useSearchParams } from 'react-router-dom';
import { runningSession } from './paths';
import { PracticeRoom } from './PracticeRoom';
import { ScenarioList } from './ScenarioList';
import './practice.css';

/**
 * The learner's voice practice (`/user/dashboard/practice`, full screen): the free-practice scenario
 * list without a query; `?scenario=` a scenario's practice, `&session=` (or the one kept in
 * sessionStorage) resuming a session or showing its report once finished.
 */
export function PracticePage() {
  const [search] = useSearchParams();
  const scenarioId = search.get('scenario')?.trim() ?? '';
  const sessionId = search.get('session')?.trim() ?? '';
  if (!scenarioId && !sessionId) return <ScenarioList />;
  return <PracticeRoom key={scenarioId || sessionId} scenarioId={scenarioId} sessionId={sessionId || runningSession(scenarioId)} />;
}
