import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { seenBy, type Viewer } from './dataScope.js';

/** [from, to): instants of the organisation's days a log list is filtered to, either end open. */
export interface LogWindow {
  from: Date | undefined;
  to: Date | undefined;
}

/**
 * What every log list (sign-ins, operations) selects of the viewer's organisation's rows before its
 * own filters: the rows in the window, of people the viewer sees. Rows without a user (an account that
 * matched nobody, a user since deleted) name nobody the viewer may see and are never shown.
 */
export function logRowsSeen(viewer: Viewer, log: { userId: AnyPgColumn; at: AnyPgColumn }, window: LogWindow): (SQL | undefined)[] {
  return [
    sql`${log.userId} is not null`,
    window.from ? gte(log.at, window.from) : undefined,
    window.to ? lt(log.at, window.to) : undefined,
    seenBy(viewer, log.userId),
  ];
}
