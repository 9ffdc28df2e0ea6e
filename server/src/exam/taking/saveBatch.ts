import { applySave, type AnswerSave, type SaveRejection } from '@peilian/shared';
import { findAnswerSaves, insertAnswerSaves, lockAttempts, type NewAnswerSave } from '../../data/attempts.js';
import { batchPerDatabase } from '../../db/batching.js';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { loadPaper, stripSave, toExamAttempt, type LoadedPaper } from '../attemptState.js';
import type { CallerRequest } from '../../lib/request.js';

/**
 * Saves arriving together (an exam day: thousands of learners answering) share one transaction:
 * their attempts locked in one statement, their answers inserted in one statement, committed before
 * any of them is answered — the same guarantees as a save alone, at a fraction of the statements.
 * A save that ends or reopens an attempt (its deadline has passed, or a late answer rescores a
 * deadline submission) runs alone afterwards, and so does every save of a batch that failed.
 */

export interface SaveCall {
  request: CallerRequest;
  childId: string;
  key: string;
  save: AnswerSave;
  now: Date;
}

export interface SaveResult {
  row: ExamAttemptRow;
  accepted: string[];
  rejected: { questionid: string; reason: SaveRejection }[];
}

/**
 * What a save brings to an attempt (shared `applySave`): the stored items, the accepted and refused
 * answers, and how it settles the attempt — `deadline` when its deadline has passed with it still
 * open, `rescore` when a late answer reaches a deadline submission, else null.
 */
export function planSave(row: ExamAttemptRow, save: AnswerSave, paper: LoadedPaper, now: Date) {
  const outcome = applySave(toExamAttempt(row), save, { receivedAt: now.getTime(), questionIds: paper.questionIds });
  const items = Object.values(outcome.attempt.answers).map(stripSave);
  const settles =
    row.status === 0 && outcome.attempt.status === 'submitted'
      ? ('deadline' as const)
      : row.status === 1 && row.submittedBy === 'deadline' && items.length > 0
        ? ('rescore' as const)
        : null;
  return { items, accepted: outcome.accepted, rejected: outcome.rejected, settles };
}

type Outcome = { result: SaveResult } | { error: unknown } | { alone: true };

const batchedSave = batchPerDatabase(runBatch);

/** Saves through the batch of the caller's database; `alone` is the one-save path. */
export async function saveInBatch(call: SaveCall, alone: (call: SaveCall) => Promise<SaveResult>): Promise<SaveResult> {
  const outcome = await batchedSave(call.request.deps.db, call);
  if ('error' in outcome) throw outcome.error;
  if ('alone' in outcome) return alone(call);
  return outcome.result;
}

async function runBatch(db: Db, calls: SaveCall[]): Promise<Outcome[]> {
  try {
    return await db.transaction((tx) => saveAll(tx, calls));
  } catch {
    // Nothing of the batch was committed: each save is tried again on its own.
    return calls.map(() => ({ alone: true }));
  }
}

interface Pending {
  index: number;
  row: ExamAttemptRow;
  saveKey: string;
  /** False for a second call with the same (attempt, save id) in one batch: a replay of the first. */
  first: boolean;
  accepted: string[];
  rejected: SaveResult['rejected'];
}

async function saveAll(tx: Db, calls: SaveCall[]): Promise<Outcome[]> {
  const rows = await lockAttempts(
    tx,
    calls.map((call) => ({ orgId: call.request.caller.orgId, id: call.key })),
  );
  const byKey = new Map(rows.map((row) => [`${row.orgId}:${row.id}`, row]));
  const outcomes: Outcome[] = [];
  const inserts: NewAnswerSave[] = [];
  const pending: Pending[] = [];
  for (const [index, call] of calls.entries()) {
    const { caller } = call.request;
    const row = byKey.get(`${caller.orgId}:${call.key}`);
    if (!row || row.childTaskId !== call.childId) outcomes[index] = { error: appError('errors.exam.attemptNotFound') };
    else if (row.userId !== caller.id) outcomes[index] = { error: appError('errors.exam.notYourAttempt') };
    else {
      const paper = await loadPaper(tx, caller.orgId, row.paperId, true);
      if (!paper) {
        outcomes[index] = { error: appError('errors.exam.paperNotFound') };
        continue;
      }
      const { items, accepted, rejected, settles } = planSave(row, call.save, paper, call.now);
      if (settles) {
        outcomes[index] = { alone: true };
        continue;
      }
      const saveKey = `${row.id}:${call.save.saveid}`;
      const first = !pending.some((earlier) => earlier.saveKey === saveKey);
      if (first) inserts.push({ attemptId: row.id, saveId: call.save.saveid, orgId: caller.orgId, items, clientAt: call.save.at, receivedAt: call.now });
      pending.push({ index, row, saveKey, first, accepted, rejected });
    }
  }
  const inserted = await insertAnswerSaves(tx, inserts);
  // A replay answers what the first save with its id brought, as stored.
  const replays = pending.filter((entry) => !entry.first || !inserted.has(entry.saveKey));
  const stored = await findAnswerSaves(
    tx,
    replays.map((entry) => ({ orgId: entry.row.orgId, attemptId: entry.row.id, saveId: entry.saveKey.slice(entry.row.id.length + 1) })),
  );
  const storedItems = new Map(stored.map((save) => [`${save.attemptId}:${save.saveId}`, save.items.map((item) => item.questionid)]));
  for (const entry of pending) {
    const replay = !entry.first || !inserted.has(entry.saveKey);
    outcomes[entry.index] = {
      result: replay
        ? { row: entry.row, accepted: storedItems.get(entry.saveKey) ?? [], rejected: [] }
        : { row: entry.row, accepted: entry.accepted, rejected: entry.rejected },
    };
  }
  return outcomes;
}
