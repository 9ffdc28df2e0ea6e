import type { ActivityReport, ReportFilter } from '@peilian/shared';
import { departmentActivity, onlineSessionPage, onlineUserCount } from '../../data/reportActivity.js';
import { dailySums } from '../../data/reportDays.js';
import type { Caller } from '../../auth/caller.js';
import { asOf } from '../figures.js';
import { daysOf, filterPeriod, lastDays, today, type Period } from '../period.js';
import { reportScope } from '../scope.js';

/** A user is online while a heartbeat (every 30 s) arrived within this: three heartbeats. */
export const ONLINE_WINDOW_MS = 90_000;
/** Without dates, activity covers 「近7天」: the 7 days ending yesterday (the one period rule). */
const DEFAULT_DAYS = 7;

const onlineSince = (request: Caller) => new Date(request.deps.clock.now().getTime() - ONLINE_WINDOW_MS);

/** The period an activity filter asks for, never past today. */
export function activityPeriod(request: Caller, filter: ReportFilter): Period {
  const now = request.deps.clock.now();
  return filterPeriod(filter, today(now, request.zone), DEFAULT_DAYS, lastDays(now, DEFAULT_DAYS, request.zone));
}

/**
 * `GET report/activity`: who is online now (live), and per day and per department the active
 * learners, sign-ins and learning time of the period (aggregates).
 */
export async function activityReport(request: Caller, filter: ReportFilter): Promise<Omit<ActivityReport, 'successed'>> {
  const { db } = request.deps;
  const scope = reportScope(request, filter);
  const period = activityPeriod(request, filter);
  const [onlinenow, daily, departments, asof] = await Promise.all([
    onlineUserCount(db, scope, onlineSince(request)),
    dailySums(db, scope, period),
    departmentActivity(db, scope, period),
    asOf(request),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return {
    asof,
    ...period,
    onlinenow,
    daily: daysOf(period).map((day) => {
      const sums = byDay.get(day);
      return { day, activeusers: sums?.activeLearners ?? 0, logins: sums?.logins ?? 0, learningseconds: Math.round(sums?.learningSeconds ?? 0) };
    }),
    departments: departments.map((row) => ({
      departmentid: row.departmentId,
      name: row.name,
      members: row.members,
      activeusers: row.activeUsers,
      logins: row.logins,
      learningseconds: Math.round(row.learningSeconds),
    })),
  };
}

/** `GET report/online`: a page of the live sessions (one row per client) of the scope's learners. */
export async function onlineUsers(request: Caller, query: { departmentid: string; text: string; page: number; rows: number }) {
  const page = await onlineSessionPage(request.deps.db, reportScope(request, query), onlineSince(request), query.text, {
    offset: (query.page - 1) * query.rows,
    limit: query.rows,
  });
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      userid: row.userId,
      name: row.name,
      account: row.account,
      departmentname: row.departmentName,
      client: row.client,
      lastseenat: row.lastSeenAt.toISOString(),
      signedinat: row.signedInAt.toISOString(),
    })),
  };
}
