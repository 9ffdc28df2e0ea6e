import { workCalendar, type AppealType, type WorkCalendar } from '@peilian/shared';
import type { Caller } from '../auth/caller.js';
import { findWorkCalendar } from '../data/appeals.js';
import type { Db } from '../db/client.js';
import { isUuid } from '../http/request.js';
import { RECORD_KINDS, type AppealableRecord } from './kinds.js';

/** The criteria a practice session without a rule is scored on, named in the caller's language. */
const NAMED_CRITERIA = { completeness: 'appeals.criteria.completeness', turnscore: 'appeals.criteria.turnscore' } as const;

/** A study record of the caller's organisation by kind and id, its criteria named in the caller's language; undefined: none. */
export async function appealableRecord(
  caller: Pick<Caller, 'deps' | 'orgId' | 't'>,
  type: AppealType,
  id: string,
  db: Db = caller.deps.db,
): Promise<AppealableRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const record = await RECORD_KINDS[type].load(db, caller, id);
  if (!record) return undefined;
  const named = (label: string) => (label in NAMED_CRITERIA ? caller.t(NAMED_CRITERIA[label as keyof typeof NAMED_CRITERIA]) : label);
  const criteria = record.view.criteria.map((criterion) => ({
    ...criterion,
    label: record.type === 'practice' && criterion.key === criterion.label ? named(criterion.label) : criterion.label,
  }));
  return { ...record, view: { ...record.view, criteria } };
}

/** The organisation's work calendar (holidays and make-up working days). */
export async function calendarOf(db: Db, orgId: string): Promise<WorkCalendar> {
  return workCalendar(await findWorkCalendar(db, orgId));
}
