import { appealStatusKey, isAppealUnread, learnerAppealStatus, zonedDay, type Appeal } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT, useTimeZone } from '../app';
import { EmptyState } from '../components/EmptyState';
import { ListAction } from '../components/ListAction';
import { Loading } from '../components/Loading';
import { NavBar } from '../components/NavBar';
import { errorMessage } from '../lib/errorMessage';
import { myAppealsStore } from './myAppeals';
import { appealPath } from './paths';
import './appeals.css';

function AppealRow({ appeal }: { appeal: Appeal }) {
  const t = useT();
  const zone = useTimeZone();
  const unread = isAppealUnread(appeal);
  return (
    <ListAction
      to={appealPath(appeal.id)}
      testId="appeal-row"
      description={`${t(`appeals.type.${appeal.type}`)} · ${zonedDay(appeal.createdate, zone)}`}
      extra={
        <span className="appeal-row-extra">
          {unread && (
            <span className="appeal-dot" data-testid="appeal-unread">
              {t('appeals.learner.unread')}
            </span>
          )}
          <span data-status={learnerAppealStatus(appeal.status)} data-testid="appeal-row-status">
            {t(appealStatusKey(appeal.status))}
          </span>
        </span>
      }
    >
      {appeal.recordtitle || t(`appeals.type.${appeal.type}`)}
    </ListAction>
  );
}

/** 我的申诉 (/user/appeals): every appeal, newest first, its status and whether a reply waits unread; a page more on demand. */
export function MyAppealsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { rows, total, unread, loading, failure, page, load, more } = useStore(myAppealsStore);
  useEffect(() => void myAppealsStore.getState().load(), []);

  let body;
  if (page === 0 && failure) body = <EmptyState title={errorMessage(failure.error, t, 'appeals.learner.loadFailed')} />;
  else if (page === 0) body = <Loading />;
  else if (rows.length === 0) body = <EmptyState title={t('appeals.learner.mineEmpty')} />;
  else
    body = (
      <>
        {unread > 0 && <p className="appeal-unread-count">{t('appeals.learner.unreadCount', { count: unread })}</p>}
        <List>
          {rows.map((appeal) => (
            <AppealRow key={appeal.id} appeal={appeal} />
          ))}
        </List>
        {rows.length < total && (
          <Button block loading={loading} onClick={() => void more()} data-testid="appeals-more">
            {t('appeals.learner.more')}
          </Button>
        )}
        {failure && (
          <Button block onClick={() => void load()}>
            {t('appeals.learner.retry')}
          </Button>
        )}
      </>
    );
  return (
    <section className="learner-page appeals-page" data-testid="my-appeals">
      <NavBar onBack={() => navigate(-1)}>{t('appeals.learner.mine')}</NavBar>
      {body}
    </section>
  );
}
