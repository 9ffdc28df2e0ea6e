import { isAppealOpen, workingDaysBetween, type AdminAppeal, type Appeal, type AppealEventView, type WorkCalendar } from '@peilian/shared';
import type { AppealRecord } from '../data/appeals.js';
import type { AppealEventRow, AppealRow } from '../db/schema/index.js';

/** An appeal as its learner sees it: a decided one is unread until they open it. */
export function presentAppeal(row: AppealRow): Appeal {
  return {
    id: row.id,
    type: row.recordType as Appeal['type'],
    recordid: row.recordId,
    recordtitle: row.recordTitle,
    packagetitle: row.packageTitle,
    reason: row.reason,
    items: row.items,
    status: row.status,
    opinion: row.opinion,
    scorebefore: row.scoreBefore,
    scoreafter: row.scoreAfter,
    createdate: row.createdAt.getTime(),
    duedate: row.dueDay,
    handledate: row.handledAt?.getTime() ?? null,
    replyseen: isAppealOpen(row.status) || row.replySeenAt !== null,
  };
}

/** An appeal as the back office lists it, with whether it is overdue on `today` and the working days left. */
export function presentAdminAppeal(record: AppealRecord, today: string, calendar: WorkCalendar): AdminAppeal {
  const { replyseen: _replyseen, ...appeal } = presentAppeal(record.appeal);
  const open = isAppealOpen(record.appeal.status);
  return {
    ...appeal,
    userid: record.appeal.userId,
    username: record.userName,
    account: record.account,
    departmentname: record.departmentName ?? '',
    handlername: record.handlerName ?? '',
    overdue: open && record.appeal.dueDay < today,
    daysleft: open ? workingDaysBetween(today, record.appeal.dueDay, calendar) : 0,
  };
}

export function presentAppealEvent(row: AppealEventRow): AppealEventView {
  return {
    action: row.action,
    actorname: row.actorName,
    at: row.createdAt.getTime(),
    opinion: row.opinion,
    changes: row.changes,
    scorebefore: row.scoreBefore,
    scoreafter: row.scoreAfter,
  };
}
