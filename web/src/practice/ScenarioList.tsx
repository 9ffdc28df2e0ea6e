import type { PracticeScenarioSummary } from '@peilian/shared';
import { Button, List, NavBar } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../app/hooks';
import { EmptyState } from '../components/EmptyState';
import { errorMessage } from '../identity/errorMessage';
import { Loading } from '../learner/Loading';
import { MINE_PATH, practicePath } from './paths';
import { fetchPracticeScenarios } from './practiceApi';

type State = { status: 'loading' } | { status: 'ready'; rows: PracticeScenarioSummary[] } | { status: 'failed'; message: string };

/** Free practice (`/user/dashboard/practice` without a scenario): the organisation's enabled scenarios. */
export function ScenarioList() {
  const t = useT();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchPracticeScenarios()
      .then((rows) => setState({ status: 'ready', rows }))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error, t, 'practiceLearner.listFailed') }));
  }, [t]);
  useEffect(load, [load]);

  return (
    <div className="practice-page" data-testid="practice-list">
      <NavBar onBack={() => navigate(MINE_PATH)}>{t('practiceLearner.title')}</NavBar>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <EmptyState title={state.message}>
          <Button size="small" onClick={load}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      )}
      {state.status === 'ready' && state.rows.length === 0 && <EmptyState title={t('practiceLearner.listEmpty')} />}
      {state.status === 'ready' && state.rows.length > 0 && (
        <List header={t('practiceLearner.listIntro')}>
          {state.rows.map((row) => (
            <List.Item
              key={row.id}
              arrow
              onClick={() => navigate(practicePath(row.id))}
              description={[row.customername && t('practiceLearner.customer', { name: row.customername }), row.description].filter(Boolean).join(' · ')}
              extra={row.category}
              data-testid={`practice-scenario-${row.id}`}
            >
              {row.name}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
