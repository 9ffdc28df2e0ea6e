import { z } from 'zod';
import { findLearnerDrill } from '../../data/faqDrills.js';
import type { FaqDrillRow, StoredDrillQuestion } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';

/** A question of a drill named by the path: any integer seq — one that names no question is not found. */
export const DRILL_SEQ = z.object({ id: z.uuid(), seq: z.coerce.number().int() });

/** A drill's status once finished (0 while it runs). */
export const DRILL_FINISHED = 1;

/** The learner's own drill; another learner's, another organisation's or a malformed id is not found. */
export async function ownDrill(who: Caller, id: string): Promise<FaqDrillRow> {
  const row = isUuid(id) ? await findLearnerDrill(who.deps.db, who.orgId, who.userId, id) : undefined;
  if (!row) throw appError('errors.faq.drillNotFound');
  return row;
}

/** Question `seq` (1-based) of the drill, else `errors.faq.questionUnknown`. */
export function questionOf(row: FaqDrillRow, seq: number): StoredDrillQuestion {
  const question = Number.isInteger(seq) && seq >= 1 ? row.questions[seq - 1] : undefined;
  if (!question) throw appError('errors.faq.questionUnknown');
  return question;
}

/** Refuses what only a running drill takes (answers, spoken answers). */
export function ensureDrillRunning(row: FaqDrillRow): void {
  if (row.status === DRILL_FINISHED) throw appError('errors.faq.drillFinished');
}
