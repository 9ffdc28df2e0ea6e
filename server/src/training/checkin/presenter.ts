import { checkinSummary, type CheckinDay, type CheckinGridRow, type CheckinItem, type MyCheckin } from '@peilian/shared';
import type { CheckedDay, CheckinMember, LearnerCheckinTask } from '../../data/checkinDays.js';
import type { CheckinTaskListRow } from '../../data/checkins.js';
import type { CheckinTaskRow } from '../../db/schema/index.js';

/** The practice a task names: its scenario or catalogue id ('' once it is gone). */
const refIdOf = (task: CheckinTaskRow): string => task.scenarioId ?? task.catalogueId ?? '';
const rangeOf = (task: CheckinTaskRow) => ({ start: task.startDay, end: task.endDay });

/** What the back office and the learner both read of a task. */
const taskFields = (task: CheckinTaskRow, refName: string) => ({
  id: task.id,
  title: task.title,
  startday: task.startDay,
  endday: task.endDay,
  kind: task.kind,
  refid: refIdOf(task),
  refname: refName,
  minscore: task.minScore,
});

/** A task as the back office lists it. */
export function presentCheckinItem({ task, refName, learners, todayChecked }: CheckinTaskListRow): CheckinItem {
  return {
    ...taskFields(task, refName),
    enabled: task.enabled,
    learners,
    todaychecked: todayChecked,
    createdate: task.createdAt.toISOString(),
  };
}

/** A learner's row of the grid on `today`. */
export function presentGridRow(task: CheckinTaskRow, member: CheckinMember, today: string): CheckinGridRow {
  const summary = checkinSummary(member.days, rangeOf(task), today);
  return {
    userid: member.userId,
    name: member.name,
    account: member.account,
    departmentname: member.departmentName,
    checked: member.days,
    streak: summary.streak,
    todaystar: summary.todayStar,
    stars: summary.stars,
  };
}

export const presentDay = (day: CheckedDay): CheckinDay => ({ day: day.day, score: day.score, time: day.checkedAt.toISOString() });

/** A task as its learner sees it, with their streak, today's star and stars. */
export function presentMyCheckin({ task, refName }: LearnerCheckinTask, days: readonly string[], today: string): MyCheckin {
  const summary = checkinSummary(days, rangeOf(task), today);
  return {
    ...taskFields(task, refName),
    streak: summary.streak,
    todaystar: summary.todayStar,
    stars: summary.stars,
  };
}

/** The days of a task, first to last. */
export function taskDays(task: CheckinTaskRow): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${task.startDay}T00:00:00Z`); at <= Date.parse(`${task.endDay}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
