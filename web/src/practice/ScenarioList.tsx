import { createPracticeScenarioListStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { NavBar } from '../components/NavBar';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { ListAction } from '../components/ListAction';
import { errorMessage } from '../lib/errorMessage';
import { Loading } from '../components/Loading';
import { MINE_PATH, practicePath } from './paths';
import { fetchPracticeScenarios } from './practiceApi';
import { browserNetwork } from './practiceSocket';

/**
 * Free practice (`/user/dashboard/practice` without a scenario): the organisation's enabled
 * scenarios, read again by itself when the network comes back after a failed read.
 */
export function ScenarioList() {
  const t = useT();
  const navigate = useNavigate();
  const [store] = useState(() => createPracticeScenarioListStore({ fetchScenarios: fetchPracticeScenarios }));
  const state = useStore(store);
  const load = () => void state.load();
  useEffect(() => {
    void store.getState().load();
    return store.getState().watch(browserNetwork);
  }, [store]);

  return (
    <div className="practice-page" data-testid="practice-list">
      <NavBar onBack={() => navigate(MINE_PATH)}>{t('practiceLearner.title')}</NavBar>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <div data-testid="practice-list-failed">
          <EmptyState title={errorMessage(state.failure.error, t, 'practiceLearner.listFailed')}>
            <Button size="small" onClick={load}>
              {t('common.retry')}
            </Button>
          </EmptyState>
        </div>
      )}
      {state.status === 'ready' && state.rows.length === 0 && <EmptyState title={t('practiceLearner.listEmpty')} />}
      {state.status === 'ready' && state.rows.length > 0 && (
        <List header={t('practiceLearner.listIntro')}>
          {state.rows.map((row) => (
            <ListAction
              key={row.id}
              to={practicePath(row.id)}
              description={[row.customername && t('practiceLearner.customer', { name: row.customername }), row.description].filter(Boolean).join(' · ')}
              extra={row.category}
              testId={`practice-scenario-${row.id}`}
            >
              {row.name}
            </ListAction>
          ))}
        </List>
      )}
    </div>
  );
}
