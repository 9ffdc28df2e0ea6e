import { scopedLearnerIds } from '../data/reportScope.js';
import { invalidInput } from '../errors/index.js';
import type { CallerRequest } from '../lib/request.js';
import { reportScope } from './scope.js';

/** The learners a report counts, as the subquery the task report's and analysis's reads take (the one scope, scope.ts). */
export const scopedLearners = (request: CallerRequest, filter: { departmentid: string; positionid: string }) => scopedLearnerIds(reportScope(request, filter));

/** `yyyy-MM-dd` naming a day the calendar has (2026-02-30 and 2026-13-01 do not). */
function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/**
 * An optional period as asked: each day one the calendar has (the schema checks only its form;
 * else 400 `reports.rules.day`), the start not after the end (else 400 `reports.rules.range`).
 */
export function checkedPeriod(filter: { start?: string | undefined; end?: string | undefined }): { start: string | undefined; end: string | undefined } {
  for (const field of ['start', 'end'] as const) {
    const day = filter[field];
    if (day !== undefined && !isCalendarDay(day)) throw invalidInput('reports.rules.day', {}, field);
  }
  if (filter.start && filter.end && filter.start > filter.end) throw invalidInput('reports.rules.range', {}, 'start');
  return { start: filter.start, end: filter.end };
}
