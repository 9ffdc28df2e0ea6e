import { applySave, type AnswerSave, type SaveRejection } from '@peilian/shared';
import { findAnswerSaves, insertAnswerSaves, lockAttempts, type NewAnswerSave } from '../../data/attempts.js';
import { batchInTransaction, type Alone } from '../../db/batching.js';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { attemptRefusal, packageIdOf } from '../attemptAccess.js';
import { loadPaper, scoreAttempt, stripSave, toExamAttempt, type LoadedPaper } from '../attemptState.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Saving answers: one command saves N of them in one transaction (a save alone is N = 1) — their
 * attempts locked in one statement, their answers inserted in one statement, committed before any
 * of them is answered, a replayed save id changing nothing. Saves arriving together (an exam day:
 * thousands of learners answering) are batched into one call; a save that ends or reopens an
 * attempt (its deadline has passed, or a late answer rescores a deadline submission) runs again
 * alone, where it settles the attempt, and so does every save of a batch that failed.
 */

export interface SaveCall {
  request: Caller;
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

type Outcome = { result: SaveResult } | { error: unknown } | Alone;

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

const batchedSave = batchInTransaction((tx: Db, calls: SaveCall[]) => saveAnswers(tx, calls));

/** Saves one learner's answers: batched with the saves arriving with it, alone when it settles the attempt. */
export async function saveAnswer(call: SaveCall): Promise<SaveResult> {
  const outcome = await batchedSave(call.request.deps.db, call);
  if ('alone' in outcome) return saveAlone(call);
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

/** One save in its own transaction, settling the attempt when it is due. */
async function saveAlone(call: SaveCall): Promise<SaveResult> {
  // Read before the transaction: the embedded database runs one transaction at a time.
  const packageId = await packageIdOf(call.request, call.childId);
  const [outcome] = await call.request.deps.db.transaction((tx) => saveAnswers(tx, [call], packageId));
  if (!outcome || 'alone' in outcome) throw new Error('a save alone settles its attempt');
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

interface Pending {
  index: number;
  row: ExamAttemptRow;
  paper: LoadedPaper;
  saveKey: string;
  /** False for a second call with the same (attempt, save id) in one batch: a replay of the first. */
  first: boolean;
  settles: ReturnType<typeof planSave>['settles'];
  accepted: string[];
  rejected: SaveResult['rejected'];
}

/**
 * Saves `calls` in the transaction `tx`. With `settleIn` (the package of the exam, for a save
 * alone) a save that ends or reopens its attempt scores it here; without, it is answered `alone`.
 */
async function saveAnswers(tx: Db, calls: SaveCall[], settleIn?: string): Promise<Outcome[]> {
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
    const refusal = attemptRefusal(row, caller, call.childId);
    const paper = row && !refusal ? await loadPaper(tx, caller.orgId, row.paperId, true) : undefined;
    if (!row || refusal || !paper) {
      outcomes[index] = { error: appError(refusal ?? 'errors.exam.paperNotFound') };
      continue;
    }
    const { items, accepted, rejected, settles } = planSave(row, call.save, paper, call.now);
    if (settles && settleIn === undefined) {
      outcomes[index] = { alone: true };
      continue;
    }
    const saveKey = `${row.id}:${call.save.saveid}`;
    const first = !pending.some((earlier) => earlier.saveKey === saveKey);
    if (first) inserts.push({ attemptId: row.id, saveId: call.save.saveid, orgId: caller.orgId, items, clientAt: call.save.at, receivedAt: call.now });
    pending.push({ index, row, paper, saveKey, first, settles, accepted, rejected });
  }
  const inserted = await insertAnswerSaves(tx, inserts);
  const replays = await replayedItems(
    tx,
    pending.filter((entry) => !entry.first || !inserted.has(entry.saveKey)),
  );
  for (const entry of pending) {
    const replayed = replays.get(entry.saveKey);
    outcomes[entry.index] = {
      result:
        !entry.first || !inserted.has(entry.saveKey)
          ? { row: entry.row, accepted: replayed ?? [], rejected: [] }
          : { row: await settled(tx, entry, settleIn, calls[entry.index]!.now), accepted: entry.accepted, rejected: entry.rejected },
    };
  }
  return outcomes;
}

/** A replay answers what the first save with its id brought, as stored: the question ids by `attemptId:saveId`. */
async function replayedItems(tx: Db, replays: readonly Pending[]): Promise<Map<string, string[]>> {
  const stored = await findAnswerSaves(
    tx,
    replays.map((entry) => ({ orgId: entry.row.orgId, attemptId: entry.row.id, saveId: entry.saveKey.slice(entry.row.id.length + 1) })),
  );
  return new Map(stored.map((save) => [`${save.attemptId}:${save.saveId}`, save.items.map((item) => item.questionid)]));
}

/** The attempt once a stored save has settled it: the deadline's submission, or its rescoring with the late answer. */
async function settled(tx: Db, entry: Pending, packageId: string | undefined, now: Date): Promise<ExamAttemptRow> {
  const { row, settles } = entry;
  if (!settles || packageId === undefined) return row;
  const submittedAt = settles === 'deadline' ? row.deadline : (row.submittedAt ?? row.deadline);
  return scoreAttempt(tx, { row, paper: entry.paper, packageId, changes: { submittedAt, submittedBy: 'deadline' }, event: settles }, now);
}
