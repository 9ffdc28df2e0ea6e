import type { CheckinStore, MyCheckin } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { NavBar } from '../components/NavBar';
import { errorMessage } from '../lib/errorMessage';
import { CENTRE_PATH, checkinPath } from '../training';

function Figures({ task }: { task: MyCheckin }) {
  const t = useT();
  return (
    <span className="checkin-figures">
      {t('checkin.streak')} {t('checkin.days', { count: task.streak })} · {t('checkin.stars')} {task.stars}
      <span className={task.todaystar ? 'checkin-star on' : 'checkin-star'} aria-label={t('checkin.todayStar')}>
        {task.todaystar ? '★' : '☆'}
      </span>
    </span>
  );
}

/** The learner's check-in tasks, running first, each with its streak, stars and today's star. */
export function CheckinList({ store }: { store: CheckinStore }) {
  const t = useT();
  const navigate = useNavigate();
  const state = useStore(store);
  useEffect(() => {
    void store.getState().loadList();
  }, [store]);
  return (
    <section className="checkin-page">
      <NavBar onBack={() => navigate(CENTRE_PATH)}>{t('checkin.listTitle')}</NavBar>
      {(state.listStatus === 'idle' || state.listStatus === 'loading') && <Loading />}
      {state.listStatus === 'failed' && (
        <EmptyState title={errorMessage(state.failure, t, 'checkin.loadFailed')}>
          <Button size="small" onClick={() => void store.getState().loadList()}>
            {t('checkin.retry')}
          </Button>
        </EmptyState>
      )}
      {state.listStatus === 'ready' && state.rows.length === 0 && <EmptyState title={t('checkin.empty')} />}
      {state.listStatus === 'ready' && state.rows.length > 0 && (
        <ul className="checkin-list">
          {state.rows.map((task) => (
            <li key={task.id}>
              <Link to={checkinPath(task.id)} className="checkin-item" data-testid={`checkin-item-${task.title}`}>
                <span className="checkin-item-title">{task.title}</span>
                <span className="checkin-item-days">{t('checkin.range', { start: task.startday, end: task.endday })}</span>
                <Figures task={task} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
