import { randomUUID } from 'node:crypto';
import { findAppealOfRecord, insertAppeal, insertAppealEvent } from '../src/data/appeals.js';
import type { Db } from '../src/db/client.js';
import type { AppealRow } from '../src/db/schema/index.js';

/**
 * A pending appeal of a learner's practice session, with its first step, as a learner's `POST
 * appeal` makes it (for suites that need one without running a session): the session id is a new
 * one, so the record itself reads as gone.
 */
export async function pendingAppeal(db: Db, orgId: string, user: { id: string; name: string }, values: Partial<AppealRow> = {}): Promise<AppealRow> {
  const recordId = values.recordId ?? randomUUID();
  const row = await insertAppeal(db, {
    orgId,
    userId: user.id,
    recordType: 'practice',
    recordId,
    recordTitle: 'SUV展厅接待',
    reason: '第二轮回答被识别错了',
    scoreBefore: 58,
    dueDay: '2026-12-18',
    ...values,
  });
  const appeal = row ?? (await findAppealOfRecord(db, orgId, 'practice', recordId))!;
  await insertAppealEvent(db, { orgId, appealId: appeal.id, actorId: user.id, actorName: user.name, action: 'submitted', opinion: appeal.reason });
  return appeal;
}
