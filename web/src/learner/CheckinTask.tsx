import { checkinPhase, checkinPractice, CHILD_TASK_TYPES, type CheckinStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { NavBar } from '../components/NavBar';
import { checkinDrillPath } from '../faq';
import { errorMessage } from '../lib/errorMessage';
import { practicePath } from '../practice';
import { CHECKIN_PATH } from '../training';
import { CheckinCalendar } from './CheckinCalendar';

/** One check-in task: its figures, the month calendar and the button that starts today's practice. */
export function CheckinTask({ id, store }: { id: string; store: CheckinStore }) {
  const t = useT();
  const navigate = useNavigate();
  const status = useStore(store, (state) => state.taskStatus);
  const opened = useStore(store, (state) => state.task);
  const failure = useStore(store, (state) => state.failure);
  useEffect(() => {
    void store.getState().openTask(id);
  }, [store, id]);
  const task = opened?.task.id === id ? opened.task : null;
  let body;
  if (status === 'failed') {
    body = (
      <EmptyState title={errorMessage(failure, t, 'checkin.loadFailed')}>
        <Button size="small" onClick={() => void store.getState().openTask(id)}>
          {t('checkin.retry')}
        </Button>
      </EmptyState>
    );
  } else if (!task || !opened) body = <Loading />;
  else {
    const phase = checkinPhase(task, opened.today);
    const practice = checkinPractice(task);
    const start = () => {
      if (!practice) return;
      navigate('scenarioId' in practice ? practicePath(practice.scenarioId) : checkinDrillPath(practice.checkinId));
    };
    body = (
      <>
        <div className="checkin-head">
          <h1 className="page-title">{task.title}</h1>
          <p className="checkin-rule">
            {t(task.kind === CHILD_TASK_TYPES.faq ? 'checkin.kindFaq' : 'checkin.kindScenario')}：{task.refname || '—'} ·{' '}
            {task.minscore > 0 ? t('checkin.minScore', { score: task.minscore }) : t('checkin.anyScore')}
          </p>
          <p className="checkin-rule">{t('checkin.range', { start: task.startday, end: task.endday })}</p>
        </div>
        <dl className="checkin-stats">
          <div>
            <dt>{t('checkin.streak')}</dt>
            <dd data-testid="checkin-streak">{t('checkin.days', { count: task.streak })}</dd>
          </div>
          <div>
            <dt>{t('checkin.todayStar')}</dt>
            <dd data-testid="checkin-todaystar" className={task.todaystar ? 'checkin-star on' : 'checkin-star'}>
              {task.todaystar ? '★' : '☆'}
            </dd>
          </div>
          <div>
            <dt>{t('checkin.stars')}</dt>
            <dd data-testid="checkin-stars">{task.stars}</dd>
          </div>
        </dl>
        <CheckinCalendar store={store} />
        {phase === 'running' && practice && (
          <Button block color="primary" className="checkin-start" onClick={start} data-testid="checkin-start">
            {task.todaystar ? t('checkin.doneToday') : t('checkin.start')}
          </Button>
        )}
        {phase !== 'running' && <p className="checkin-note">{t(phase === 'ended' ? 'checkin.ended' : 'checkin.notStarted')}</p>}
        {phase === 'running' && !practice && <p className="checkin-note">{t('checkin.contentGone')}</p>}
      </>
    );
  }
  return (
    <section className="checkin-page">
      <NavBar onBack={() => navigate(CHECKIN_PATH)}>{t('checkin.listTitle')}</NavBar>
      {body}
    </section>
  );
}
