import { formatHms, PAGE_SIZE_DEFAULT, type RankingResponse, type RankingRow } from '@peilian/shared';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../app/hooks';
import { EmptyState } from '../components/EmptyState';
import { avatarUrl } from '../identity/avatar';
import { errorMessage } from '../identity/errorMessage';
import { Loading } from '../components/Loading';
import { CENTRE_PATH } from '../training/paths';
import { fetchRanking } from '../training/trainingApi';
import './training.css';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; first: RankingResponse; rows: RankingRow[]; page: number };

function RankRow({ row, mine, testId }: { row: RankingRow; mine: boolean; testId: string }) {
  const t = useT();
  return (
    <List.Item
      className={mine ? 'ranking-row ranking-mine' : 'ranking-row'}
      data-testid={testId}
      prefix={
        <div className="ranking-prefix">
          <span className={row.rank <= 3 ? `ranking-rank ranking-top${row.rank}` : 'ranking-rank'} aria-label={t('learnerTraining.ranking.rank')}>
            {row.rank}
          </span>
          <Avatar src={avatarUrl(row.avatar)} style={{ '--size': '36px', '--border-radius': '50%' }} />
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
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const first = await fetchRanking(1, PAGE_SIZE_DEFAULT);
      setState({ status: 'ready', first, rows: first.rows, page: 1 });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, t) });
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = async () => {
    if (state.status !== 'ready') return;
    const next = await fetchRanking(state.page + 1, PAGE_SIZE_DEFAULT);
    setState({ ...state, rows: [...state.rows, ...next.rows], page: state.page + 1 });
  };

  return (
    <section className="ranking-page">
      <NavBar onBack={() => navigate(CENTRE_PATH)}>{t('learnerTraining.ranking.title')}</NavBar>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <EmptyState title={state.message}>
          <Button size="small" onClick={() => void load()}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      )}
      {state.status === 'ready' && state.first.visible === 0 && <EmptyState title={t('tasks.ranking.hidden')} />}
      {state.status === 'ready' && state.first.visible !== 0 && (
        <>
          <List header={t('learnerTraining.ranking.me')} className="ranking-me">
            {state.first.me ? <RankRow row={state.first.me} mine testId="ranking-me" /> : <List.Item>{t('learnerTraining.ranking.unranked')}</List.Item>}
          </List>
          <List
            header={`${t('learnerTraining.ranking.rank')} · ${t('learnerTraining.ranking.name')} · ${t('learnerTraining.ranking.department')} · ${t('learnerTraining.ranking.learningTime')}`}
          >
            {state.rows.map((row) => (
              <RankRow
                key={row.userid}
                row={row}
                mine={row.userid === state.first.me?.userid}
                testId={row.userid === state.first.me?.userid ? 'ranking-mine' : `ranking-${row.userid}`}
              />
            ))}
          </List>
          {state.rows.length === 0 && <EmptyState title={t('learnerTraining.ranking.empty')} />}
          <InfiniteScroll loadMore={loadMore} hasMore={state.rows.length < state.first.total} />
        </>
      )}
    </section>
  );
}
