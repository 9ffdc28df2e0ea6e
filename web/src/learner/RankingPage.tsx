import { createRankingStore, formatHms, hasMoreRanking, type RankingRow } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import { NavBar } from '../components/NavBar';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { learnerApi, useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { errorMessage } from '../lib/errorMessage';
import { Loading } from '../components/Loading';
import { CENTRE_PATH } from '../training';
import './training.css';
import { UserAvatar } from '../components/UserAvatar';

/** The PWA's one ranking store; a logout reloads the page, so the next learner starts with a fresh one. */
export const rankingStore = createRankingStore(learnerApi.training.ranking);

/** The next page, failing as InfiniteScroll expects so it offers its own retry. */
async function loadMore(): Promise<void> {
  await rankingStore.getState().loadMore();
  const { failure } = rankingStore.getState();
  if (failure?.more) throw failure.error;
}

function RankRow({ row, mine, testId }: { row: RankingRow; mine: boolean; testId: string }) {
  const t = useT();
  return (
    <List.Item
      className={mine ? 'ranking-row ranking-mine' : 'ranking-row'}
      data-testid={testId}
      prefix={
        <div className="ranking-prefix">
          <span className={row.rank <= 3 ? `ranking-rank ranking-top${row.rank}` : 'ranking-rank'}>
            <span className="visually-hidden">{t('learnerTraining.ranking.rank')} </span>
            {row.rank}
          </span>
          <UserAvatar path={row.avatar} size={36} />
        </div>
      }
      description={row.departmentname}
      extra={<span className="ranking-time">{formatHms(row.learningseconds)}</span>}
    >
      {row.name}
    </List.Item>
  );
}

/** The ranking (/user/ranking): rank, avatar, name, department and learning time; the learner's own row stands out. */
export function RankingPage() {
  const t = useT();
  const navigate = useNavigate();
  const state = useStore(rankingStore);

  useEffect(() => {
    void rankingStore.getState().load();
  }, []);

  return (
    <section className="ranking-page">
      <NavBar onBack={() => navigate(CENTRE_PATH)}>{t('learnerTraining.ranking.title')}</NavBar>
      {(state.status === 'loading' || state.status === 'idle') && <Loading />}
      {state.status === 'failed' && (
        <EmptyState title={errorMessage(state.failure?.error, t)}>
          <Button size="small" onClick={() => void rankingStore.getState().load()}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      )}
      {state.status === 'ready' && state.visible === 0 && <EmptyState title={t('tasks.ranking.hidden')} />}
      {state.status === 'ready' && state.visible !== 0 && (
        <>
          <List header={t('learnerTraining.ranking.me')} className="ranking-me">
            {state.me ? <RankRow row={state.me} mine testId="ranking-me" /> : <List.Item>{t('learnerTraining.ranking.unranked')}</List.Item>}
          </List>
          <List
            header={`${t('learnerTraining.ranking.rank')} · ${t('learnerTraining.ranking.name')} · ${t('learnerTraining.ranking.department')} · ${t('learnerTraining.ranking.learningTime')}`}
          >
            {state.rows.map((row) => (
              <RankRow
                key={row.userid}
                row={row}
                mine={row.userid === state.me?.userid}
                testId={row.userid === state.me?.userid ? 'ranking-mine' : `ranking-${row.userid}`}
              />
            ))}
          </List>
          {state.rows.length === 0 && <EmptyState title={t('learnerTraining.ranking.empty')} />}
          <InfiniteScroll loadMore={loadMore} hasMore={hasMoreRanking(state)} />
        </>
      )}
    </section>
  );
}
