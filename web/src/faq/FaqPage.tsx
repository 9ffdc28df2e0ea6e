import { faqDrillTitle } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { errorMessage } from '../lib/errorMessage';
import { MINE_PATH } from '../practice';
import { CENTRE_PATH, checkinPath, taskPath } from '../training';
import { Asking } from './Asking';
import { Summary } from './Summary';
import { useFaqDrill } from './useFaqDrill';
import './faq.css';

/**
 * The learner's quick Q&A (`/user/dashboard/faq`, full screen): `?childtaskid=` a quick Q&A child
 * task's drill, `?checkinid=` a check-in task's (docs/checkin.md), without either free practice from
 * the organisation's bank. Reopening resumes a child task's running drill; "再练一次" after a free or
 * check-in drill draws a new one.
 */
export function FaqPage() {
  const [search] = useSearchParams();
  const childTaskId = search.get('childtaskid')?.trim() ?? '';
  const checkinId = childTaskId ? '' : (search.get('checkinid')?.trim() ?? '');
  const [round, setRound] = useState(0);
  const again = childTaskId ? null : () => setRound((value) => value + 1);
  return <Drill key={`${childTaskId}|${checkinId}|${round}`} childTaskId={childTaskId} checkinId={checkinId} onAgain={again} />;
}

/** One drill, from loading to its summary. */
function Drill({ childTaskId, checkinId, onAgain }: { childTaskId: string; checkinId: string; onAgain: (() => void) | null }) {
  const t = useT();
  const navigate = useNavigate();
  const store = useFaqDrill(childTaskId, checkinId);
  const phase = useStore(store, (state) => state.phase);
  const drill = useStore(store, (state) => state.drill);
  const failure = useStore(store, (state) => state.failure);
  const packageId = drill?.packageid ?? '';
  const back = () => navigate(checkinId ? checkinPath(checkinId) : childTaskId ? (packageId ? taskPath(packageId) : CENTRE_PATH) : MINE_PATH);

  let body;
  if (phase === 'loading' || phase === 'finishing') body = <Loading />;
  else if (phase === 'failed') {
    body = (
      <div data-testid="faq-failed">
        <EmptyState title={errorMessage(failure?.error, t, 'faqLearner.loadFailed')}>
          <Button size="small" color="primary" onClick={() => void store.getState().retry()} data-testid="faq-retry">
            {t('faqLearner.retry')}
          </Button>
          <Button size="small" onClick={back}>
            {t('faqLearner.leave')}
          </Button>
        </EmptyState>
      </div>
    );
  } else if (phase === 'summary' && drill) body = <Summary drill={drill} onAgain={onAgain} onBack={back} />;
  else body = <Asking store={store} />;

  return (
    <div className="faq-page" data-testid="faq-page" data-phase={phase} data-drill={drill?.id}>
      <NavBar onBack={back}>{faqDrillTitle(t, drill)}</NavBar>
      {body}
    </div>
  );
}
