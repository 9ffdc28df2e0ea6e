import type { AppealCriterion, AppealRecordView, AppealType } from '@peilian/shared';
import type { Caller } from '../auth/caller.js';
import type { Db } from '../db/client.js';

/** A scored study record as an appeal reads it (docs/appeals.md "What can be appealed"). */
export interface AppealableRecord {
  type: AppealType;
  orgId: string;
  id: string;
  userId: string;
  /** Finished and scored: only then may it be appealed. */
  scored: boolean;
  packageId: string | null;
  childTaskId: string | null;
  packageTitle: string;
  view: AppealRecordView;
  /** The storage key of the learner's recording of a line (by the line's key), if one was kept. */
  recordings: ReadonlyMap<string, string>;
  startedAt: Date;
}

/** What one kind of record does for appeals: read it, and write a re-scored total into it and what it counts toward. */
export interface RecordKind {
  load(db: Db, caller: Pick<Caller, 'orgId'>, id: string): Promise<AppealableRecord | undefined>;
  /**
   * Writes the re-scored record (inside the caller's transaction) and carries its new result into
   * the learner's child task and package, as a run of the task would.
   */
  apply(tx: Db, record: AppealableRecord, rescored: { appealId: string; criteria: AppealCriterion[]; before: number; after: number; now: Date }): Promise<void>;
}
