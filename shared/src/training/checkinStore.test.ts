import { describe, expect, it } from 'vitest';
import type { TransportRequest } from '../api/transport.js';
import type { MyCheckin } from '../schemas/checkin.js';
import { scriptedLearnerApi } from '../testing/scriptedApi.js';
import { canMoveMonth, checkinCalendar, checkinPhase, checkinPractice, createCheckinStore } from './checkinStore.js';

const TASK: MyCheckin = {
  id: 't1',
  title: '展厅接待每日打卡',
  startday: '2026-02-25',
  endday: '2026-03-10',
  kind: 1,
  refid: 's1',
  refname: 'SUV展厅接待',
  minscore: 60,
  streak: 2,
  todaystar: 0,
  stars: 3,
};

/** The server's answers: the list, and task t1 with three checked-in days on 2026-03-02. */
function server(request: TransportRequest) {
  const today = '2026-03-02';
  if (request.url.endsWith('/checkin')) return { status: 200, data: { successed: true, today, rows: [TASK] } };
  const days = ['2026-02-26', '2026-02-28', '2026-03-01'].map((day) => ({ day, score: 80, time: `${day}T02:00:00.000Z` }));
  return { status: 200, data: { successed: true, today, task: TASK, days } };
}

describe('the check-in store', () => {
  it('loads the list, opens a task on today’s month and moves within the task’s months', async () => {
    const { api } = scriptedLearnerApi(server);
    const store = createCheckinStore(api.training);
    await store.getState().loadList();
    expect(store.getState()).toMatchObject({ listStatus: 'ready', today: '2026-03-02', rows: [{ id: 't1' }] });
    await store.getState().openTask('t1');
    expect(store.getState()).toMatchObject({ taskStatus: 'ready', month: '2026-03' });
    const cells = checkinCalendar(store.getState()).flat();
    expect(cells.find((cell) => cell.day === '2026-03-01')?.state).toBe('checked');
    expect(cells.find((cell) => cell.day === '2026-03-02')).toMatchObject({ state: 'today', isToday: true });
    expect(cells.find((cell) => cell.day === '2026-03-03')?.state).toBe('future');
    store.getState().moveMonth(1);
    expect(store.getState().month).toBe('2026-03');
    store.getState().moveMonth(-1);
    expect(store.getState().month).toBe('2026-02');
    const february = checkinCalendar(store.getState()).flat();
    expect(february.find((cell) => cell.day === '2026-02-27')?.state).toBe('missed');
    expect(february.find((cell) => cell.day === '2026-02-24')?.state).toBe('outside');
    store.getState().moveMonth(-1);
    expect(store.getState().month).toBe('2026-02');
  });

  it('keeps the failure for the app to word and loads again', async () => {
    const { api } = scriptedLearnerApi(server, new Error('offline'));
    const store = createCheckinStore(api.training);
    await store.getState().loadList();
    expect(store.getState().listStatus).toBe('failed');
    await store.getState().loadList();
    expect(store.getState().listStatus).toBe('ready');
  });

  it('says what today’s button starts and where the task stands', () => {
    expect(checkinPractice(TASK)).toEqual({ scenarioId: 's1' });
    expect(checkinPractice({ ...TASK, kind: 3, refid: 'c1' })).toEqual({ checkinId: 't1' });
    expect(checkinPractice({ ...TASK, refid: '' })).toBeNull();
    expect(checkinPhase(TASK, '2026-02-24')).toBe('notStarted');
    expect(checkinPhase(TASK, '2026-03-10')).toBe('running');
    expect(checkinPhase(TASK, '2026-03-11')).toBe('ended');
    expect(canMoveMonth(TASK, '2026-03', 1)).toBe(false);
  });
});
