import { submitAttempt, type AnswerSave } from '@peilian/shared';
import { answerSavesOfMany, insertAnswerSaves, lockAttempts, type AnswerSaveItems, type NewAnswerSave } from '../../data/attempts.js';
import { batchInTransaction, type Alone } from '../../db/batching.js';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { groupBy } from '../../lib/groupBy.js';
import { attemptRefusal } from '../attemptAccess.js';
import { loadPaper, mergedAnswers, scoreAttempts, stripSave, toExamAttempt, type Scoring } from '../attemptState.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Submitting: one command submits N attempts in one transaction (a submit alone is N = 1) — their
 * attempts locked in one statement, their answers read in one, the final saves inserted in one,
 * the attempts scored and their events written one statement each — committed before any of them
 * is answered. Submits arriving together (a whole company handing in before the deadline they
 * share) are batched into one call; a second submit of the same attempt in a batch runs after it,
 * alone, and so does every submit of a batch that failed.
 */

export interface SubmitCall {
  request: Caller;
  childId: string;
  key: string;
  save: AnswerSave;
  now: Date;
  /** The exam's package (scoring records the outcome in it). */
  packageId: string;
  /** `later`: the package's bookkeeping follows the commit (`outcomes.ts`). */
  outcome: 'now' | 'later';
}

type Outcome = { row: ExamAttemptRow } | { error: unknown } | Alone;

const batchedSubmit = batchInTransaction(submitAll);

/** Submits one attempt: batched with the submits arriving with it. Answers the attempt as submitted. */
export async function submitAnswers(call: SubmitCall): Promise<ExamAttemptRow> {
  const outcome = await batchedSubmit(call.request.deps.db, call);
  const result = 'alone' in outcome ? await submitAlone(call) : outcome;
  if ('error' in result) throw result.error;
  if ('alone' in result) throw new Error('a submit alone is never sent on');
  return result.row;
}

async function submitAlone(call: SubmitCall): Promise<Outcome> {
  const [outcome] = await call.request.deps.db.transaction((tx) => submitAll(tx, [call]));
  return outcome!;
}

/** What one submit brings: a refusal, its attempt as it stands (the same submit again), or the final save and the scoring. */
async function planSubmit(
  tx: Db,
  call: SubmitCall,
  row: ExamAttemptRow,
  saves: readonly AnswerSaveItems[],
): Promise<Outcome | { insert: NewAnswerSave; scoring: Scoring }> {
  const { caller } = call.request;
  const paper = await loadPaper(tx, caller.orgId, row.paperId, true);
  if (!paper) return { error: appError('errors.exam.paperNotFound') };
  const submitted = submitAttempt(toExamAttempt(row, mergedAnswers(saves)), call.save, { receivedAt: call.now.getTime(), questionIds: paper.questionIds });
  if (!submitted.ok) return { error: appError(submitted.refusal.error, submitted.refusal.params) };
  if (submitted.repeated) return { row };
  const accepted = new Set(submitted.save?.accepted ?? []);
  const items = Object.values(submitted.attempt.answers)
    .filter((answer) => accepted.has(answer.questionid) && answer.saveid === call.save.saveid)
    .map(stripSave);
  return {
    insert: { attemptId: row.id, saveId: call.save.saveid, orgId: caller.orgId, items, clientAt: call.save.at, receivedAt: call.now },
    scoring: {
      row,
      paper,
      packageId: call.packageId,
      changes: { submittedAt: new Date(submitted.attempt.submittedAt ?? call.now.getTime()), submittedBy: 'learner', submitId: call.save.saveid },
      event: 'submit',
      answers: submitted.attempt.answers,
      outcome: call.outcome,
    },
  };
}

/** Submits `calls` in the transaction `tx`. */
async function submitAll(tx: Db, calls: SubmitCall[]): Promise<Outcome[]> {
  const rows = await lockAttempts(
    tx,
    calls.map((call) => ({ orgId: call.request.caller.orgId, id: call.key })),
  );
  const byKey = new Map(rows.map((row) => [`${row.orgId}:${row.id}`, row]));
  const saves = groupBy(
    await answerSavesOfMany(
      tx,
      rows.map((row) => ({ orgId: row.orgId, attemptId: row.id })),
    ),
    (save) => save.attemptId,
  );
  const outcomes: Outcome[] = [];
  const inserts: NewAnswerSave[] = [];
  const scorings: { index: number; scoring: Scoring }[] = [];
  const taken = new Set<string>();
  for (const [index, call] of calls.entries()) {
    const rowKey = `${call.request.caller.orgId}:${call.key}`;
    const row = byKey.get(rowKey);
    const refusal = attemptRefusal(row, call.request.caller, call.childId);
    if (!row || refusal) {
      outcomes[index] = { error: appError(refusal ?? 'errors.exam.attemptNotFound') };
      continue;
    }
    if (taken.has(rowKey)) {
      outcomes[index] = { alone: true };
      continue;
    }
    taken.add(rowKey);
    const plan = await planSubmit(tx, call, row, saves.get(row.id) ?? []);
    if ('scoring' in plan) {
      inserts.push(plan.insert);
      scorings.push({ index, scoring: plan.scoring });
    } else outcomes[index] = plan;
  }
  await insertAnswerSaves(tx, inserts);
  const scored = await scoreAttempts(
    tx,
    scorings.map((entry) => entry.scoring),
    calls[0]!.request.deps.clock.now(),
  );
  scorings.forEach((entry, position) => (outcomes[entry.index] = { row: scored[position]! }));
  return outcomes;
}
