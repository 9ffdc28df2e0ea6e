import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from '../api/client.js';
import { TransportError, type TransportRequest } from '../api/transport.js';
import type { RankingRow } from '../schemas/ranking.js';
import { scriptedLearnerApi, type ScriptedAnswer } from '../testing/scriptedApi.js';
import { createRankingStore, hasMoreRanking } from './rankingStore.js';

const row = (rank: number): RankingRow => ({
  rank,
  userid: `u${rank}`,
  name: `学员${rank}`,
  avatar: '',
  departmentname: '销售部',
  learningseconds: 10_000 - rank,
  completedpackages: 1,
});

const TOTAL = 5;

/** The ranking of five learners, `rows` a page, as the server pages it; the learner is third. */
function rankingPage(request: TransportRequest) {
  const { searchParams } = new URL(request.url);
  const page = Number(searchParams.get('page'));
  const rows = Number(searchParams.get('rows'));
  const ranks = Array.from({ length: TOTAL }, (_, index) => index + 1).slice((page - 1) * rows, page * rows);
  return { status: 200, data: { successed: true, visible: 1, total: TOTAL, rows: ranks.map(row), me: row(3) } };
}

const boundOver = (...answers: ScriptedAnswer[]) => scriptedLearnerApi(rankingPage, ...answers);

describe('the ranking store', () => {
  it('loads the first page with the learner row and the total, then appends pages until all are shown', async () => {
    const { api, requests } = boundOver();
    const store = createRankingStore(api.training.ranking, { rows: 2 });
    expect(store.getState()).toMatchObject({ status: 'idle', rows: [], page: 0 });
    const loading = store.getState().load();
    expect(store.getState().status).toBe('loading');
    await loading;
    expect(store.getState()).toMatchObject({ status: 'ready', me: { rank: 3 }, visible: 1, total: TOTAL, page: 1, failure: null });
    expect(hasMoreRanking(store.getState())).toBe(true);

    await store.getState().loadMore();
    await store.getState().loadMore();
    expect(store.getState().rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(hasMoreRanking(store.getState())).toBe(false);
    await store.getState().loadMore();
    expect(requests.map((request) => request.url.replace('https://peilian.test/', ''))).toEqual([
      'api/trainning/v3/ranking?page=1&rows=2',
      'api/trainning/v3/ranking?page=2&rows=2',
      'api/trainning/v3/ranking?page=3&rows=2',
    ]);
  });

  it('asks for one further page at a time, however often the list reaches its bottom', async () => {
    const { api, requests } = boundOver();
    const store = createRankingStore(api.training.ranking, { rows: 2 });
    await store.getState().load();
    await Promise.all([store.getState().loadMore(), store.getState().loadMore()]);
    expect(requests).toHaveLength(2);
    expect(store.getState().rows).toHaveLength(4);
  });

  it('keeps the hidden setting of the organisation', async () => {
    const { api } = boundOver({ status: 200, data: { successed: true, visible: 0, total: 0, rows: [], me: null } });
    const store = createRankingStore(api.training.ranking);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', visible: 0, me: null, rows: [] });
    expect(hasMoreRanking(store.getState())).toBe(false);
  });

  it('fails the first page offline and shows it after a retry', async () => {
    const { api } = boundOver(new TransportError('network'));
    const store = createRankingStore(api.training.ranking, { rows: 2 });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'failed', rows: [], failure: { more: false } });
    expect(isNetworkFailure(store.getState().failure?.error)).toBe(true);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', failure: null, rows: [{ rank: 1 }, { rank: 2 }] });
  });

  it('keeps the rows shown when a further page fails, and loads it on the next try', async () => {
    const { api } = boundOver(rankingPage({ url: 'https://peilian.test/x?page=1&rows=2' } as TransportRequest), new TransportError('network'));
    const store = createRankingStore(api.training.ranking, { rows: 2 });
    await store.getState().load();
    await store.getState().loadMore();
    expect(store.getState()).toMatchObject({ status: 'ready', page: 1, loadingMore: false, failure: { more: true } });
    expect(store.getState().rows).toHaveLength(2);
    await store.getState().loadMore();
    expect(store.getState()).toMatchObject({ page: 2, failure: null });
    expect(store.getState().rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('drops a further page answered for the list a reload replaced', async () => {
    let answerPageTwo: (response: { status: number; data: unknown }) => void = () => undefined;
    const slow = new Promise<{ status: number; data: unknown }>((resolve) => (answerPageTwo = resolve));
    const first = rankingPage({ url: 'https://peilian.test/x?page=1&rows=2' } as TransportRequest);
    const { api } = boundOver(first, slow);
    const store = createRankingStore(api.training.ranking, { rows: 2 });
    await store.getState().load();
    const more = store.getState().loadMore();
    await store.getState().load();
    answerPageTwo(rankingPage({ url: 'https://peilian.test/x?page=2&rows=2' } as TransportRequest));
    await more;
    expect(store.getState().rows.map((r) => r.rank)).toEqual([1, 2]);
    expect(store.getState().loadingMore).toBe(false);
  });
});
