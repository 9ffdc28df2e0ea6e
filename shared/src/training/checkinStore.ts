import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import { CHILD_TASK_TYPES } from '../domain/training.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { MyCheckin, MyCheckinResponse } from '../schemas/checkin.js';
import { addMonths, checkinMonth, monthOf, type CalendarCell } from './checkin.js';

/**
 * The learner's check-in tasks (打卡; docs/checkin.md), one store for the PWA and the mini-program:
 * the list with each task's streak and stars, and one task with the learner's days and the month
 * its calendar shows. The apps keep only their UI; the calendar's cells come from `checkinMonth`.
 */

export type CheckinLoad = 'idle' | 'loading' | 'ready' | 'failed';

export interface CheckinState {
  listStatus: CheckinLoad;
  /** Today in the organisation's time zone, as the server said. */
  today: string;
  rows: MyCheckin[];
  taskStatus: CheckinLoad;
  /** The task open on its page, with the learner's days. */
  task: MyCheckinResponse | null;
  /** The month its calendar shows (`yyyy-MM`). */
  month: string;
  /** Why the last load failed (the app words it). */
  failure: unknown;
  loadList(): Promise<void>;
  /** Loads one task; its calendar opens on today's month (or the task's nearest month). */
  openTask(id: string): Promise<void>;
  /** Shows the month before (-1) or after (1), within the task's months. */
  moveMonth(delta: -1 | 1): void;
}

export type CheckinStore = StoreApi<CheckinState>;
export type CheckinCalls = Pick<BoundTable<LearnerEndpoints>['training'], 'checkins' | 'checkin'>;

/** The month to open a task on: today's, held within the task's months. */
function openingMonth(task: MyCheckin, today: string): string {
  const month = monthOf(today);
  const first = monthOf(task.startday);
  const last = monthOf(task.endday);
  return month < first ? first : month > last ? last : month;
}

export function createCheckinStore(calls: CheckinCalls): CheckinStore {
  let opening = 0;
  return createStore<CheckinState>()((set, get) => ({
    listStatus: 'idle',
    today: '',
    rows: [],
    taskStatus: 'idle',
    task: null,
    month: '',
    failure: null,
    async loadList() {
      set({ listStatus: get().listStatus === 'ready' ? 'ready' : 'loading' });
      try {
        const answer = await calls.checkins({});
        set({ listStatus: 'ready', today: answer.today, rows: answer.rows, failure: null });
      } catch (failure) {
        set({ listStatus: 'failed', failure });
      }
    },
    async openTask(id) {
      const mine = ++opening;
      const shown = get().task?.task.id === id;
      set({ taskStatus: shown ? 'ready' : 'loading', ...(shown ? {} : { task: null }) });
      try {
        const answer = await calls.checkin({ id });
        if (mine !== opening) return;
        set({ taskStatus: 'ready', task: answer, today: answer.today, month: shown ? get().month : openingMonth(answer.task, answer.today), failure: null });
      } catch (failure) {
        if (mine === opening) set({ taskStatus: 'failed', failure });
      }
    },
    moveMonth(delta) {
      const { task, month } = get();
      if (task && canMoveMonth(task.task, month, delta)) set({ month: addMonths(month, delta) });
    },
  }));
}

/** Whether the calendar may show the month before or after `month`: only the task's months. */
export function canMoveMonth(task: Pick<MyCheckin, 'startday' | 'endday'>, month: string, delta: -1 | 1): boolean {
  const next = addMonths(month, delta);
  return next >= monthOf(task.startday) && next <= monthOf(task.endday);
}

/** The open task's calendar: weeks of seven cells of the month shown. */
export function checkinCalendar(state: Pick<CheckinState, 'task' | 'month' | 'today'>): CalendarCell[][] {
  if (!state.task || !state.month) return [];
  const { task, days } = state.task;
  return checkinMonth(
    state.month,
    days.map((day) => day.day),
    { start: task.startday, end: task.endday },
    state.today,
  );
}

/** What today's button starts: the scenario's free practice, or the check-in task's drill; null when its practice is gone. */
export function checkinPractice(task: Pick<MyCheckin, 'id' | 'kind' | 'refid'>): { scenarioId: string } | { checkinId: string } | null {
  if (!task.refid) return null;
  return task.kind === CHILD_TASK_TYPES.faq ? { checkinId: task.id } : { scenarioId: task.refid };
}

/** Where the task stands on `today`: running, not started yet, or over. */
export function checkinPhase(task: Pick<MyCheckin, 'startday' | 'endday'>, today: string): 'running' | 'notStarted' | 'ended' {
  return today < task.startday ? 'notStarted' : today > task.endday ? 'ended' : 'running';
}
