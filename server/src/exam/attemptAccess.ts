import { CHILD_TASK_TYPES, decideStart, type ErrorKey } from '@peilian/shared';
import { lockAttempt } from '../data/attempts.js';
import type { ExamAttemptRow } from '../db/schema/index.js';
import { appError, AppError } from '../errors/index.js';
import { isUuid } from '../http/request.js';
import { childGates, learnerOf, learnerPackage, lockError, type ChildGate } from '../training/index.js';
import { examSettings, loadPaper, paperIdOf, scoreAttempt, type LoadedPaper } from './attemptState.js';
import { attemptByKey, childContext, recordsOf } from './taking/gateReads.js';
import type { Caller } from '../auth/caller.js';
import { processCache } from '../lib/processCache.js';

/** An exam child task open to the caller, with its published paper and settings. */
export interface ExamGate {
  gate: ChildGate;
  paper: LoadedPaper;
  settings: ReturnType<typeof examSettings>;
}

/**
 * The exam child task `id` for the caller: in their publish range (else unavailable), of type exam,
 * naming a published paper of the organisation. Locks (window, front task) are judged by the caller.
 */
export async function examGate(request: Caller, childId: string): Promise<ExamGate> {
  const key = `${request.caller.id}:${childId}`;
  const now = request.deps.clock.now().getTime();
  const kept = recentGates.get(key);
  if (kept && now - kept.at < GATE_REUSE_MS && now < kept.exam.gate.child.endAt.getTime() && now < kept.exam.gate.pkg.pkg.endAt.getTime()) return kept.exam;
  const exam = await freshExamGate(request, childId);
  if (exam.gate.lockReason === '') {
    if (recentGates.size >= GATES_MAX) recentGates.clear();
    recentGates.set(key, { exam, at: now });
  } else recentGates.delete(key);
  return exam;
}

// The cover and the start of one learner follow each other within a second or two and would
// resolve the same gate (range, package, child tasks, records) twice; an open gate is reused for a
// few seconds while the window is still open. Attempt numbers stay unique in the database.
const GATE_REUSE_MS = 5_000;
const GATES_MAX = 20_000;
const recentGates = processCache<string, { exam: ExamGate; at: number }>();

async function freshExamGate(request: Caller, childId: string): Promise<ExamGate> {
  const { db, clock } = request.deps;
  const learner = learnerOf(request);
  const now = clock.now();
  const context = isUuid(childId) ? await childContext(db, learner.orgId, childId, now.getTime()) : undefined;
  if (!context) throw appError('errors.tasks.unavailable');
  const pkg = await learnerPackage(request, learner, context.pkg.id);
  const records = await recordsOf(db, { ...learner, packageId: context.pkg.id });
  const gate = childGates(pkg, context.children, records, now).find((candidate) => candidate.child.id === childId);
  if (!gate) throw appError('errors.tasks.unavailable');
  if (gate.child.type !== CHILD_TASK_TYPES.exam) throw appError('errors.tasks.unavailable');
  const paperId = paperIdOf(gate.child);
  const paper = isUuid(paperId) ? await loadPaper(db, learner.orgId, paperId) : undefined;
  if (!paper || paper.paper.status !== 1) throw appError('errors.exam.paperNotFound');
  return { gate, paper, settings: examSettings(gate.child) };
}

/**
 * Why the learner may not start now (the examination disabled, window, front task or package,
 * retake rules), or null. A disabled examination still lets an attempt in progress be resumed.
 */
export function startBlock(
  exam: ExamGate,
  attempts: readonly ExamAttemptRow[],
  disabled: boolean,
): { error: ErrorKey; decision: ReturnType<typeof decideStart> } | { error: null; decision: ReturnType<typeof decideStart> } {
  const decision = decideStart(
    exam.settings.rules,
    attempts.map((row) => ({ status: row.status === 1 ? 'submitted' : 'inProgress', score: row.score, passed: row.passed === 1 })),
  );
  if (disabled && !(decision.allowed && decision.kind === 'resume')) return { error: 'errors.exam.disabled', decision };
  const reason = exam.gate.lockReason;
  if (reason === 'notstarted') return { error: 'errors.exam.notOpen', decision };
  if (reason === 'ended') return { error: 'errors.exam.closed', decision };
  const locked = lockError(exam.gate);
  if (locked instanceof AppError) return { error: locked.key, decision };
  if (!decision.allowed) return { error: decision.refusal.error, decision };
  return { error: null, decision };
}

/**
 * Why an attempt found by its key is not the caller's attempt of this exam child task — none or
 * another exam's: not found; another learner's: not yours — or null when it is.
 */
export function attemptRefusal(
  row: ExamAttemptRow | undefined,
  caller: { id: string },
  childId: string,
): 'errors.exam.attemptNotFound' | 'errors.exam.notYourAttempt' | null {
  if (!row || row.childTaskId !== childId) return 'errors.exam.attemptNotFound';
  if (row.userId !== caller.id) return 'errors.exam.notYourAttempt';
  return null;
}

/** The caller's attempt of this exam child task by its key, else not found (another learner's: not yours). */
export async function ownAttempt(request: Caller, childId: string, key: string): Promise<ExamAttemptRow> {
  const row = isUuid(key) ? await attemptByKey(request.deps.db, request.caller.orgId, key) : undefined;
  const refusal = attemptRefusal(row, request.caller, childId);
  if (!row || refusal) throw appError(refusal ?? 'errors.exam.attemptNotFound');
  return row;
}

/** The package of an exam child task (scoring records the outcome in it); a package never changes its child tasks' package. */
export async function packageIdOf(request: Caller, childId: string): Promise<string> {
  const context = isUuid(childId) ? await childContext(request.deps.db, request.caller.orgId, childId, request.deps.clock.now().getTime()) : undefined;
  if (!context) throw appError('errors.tasks.unavailable');
  return context.pkg.id;
}

/**
 * Makes the deadline's submission of an attempt in progress whose deadline has passed (the sweep
 * does the same for attempts nobody looks at). Answers the attempt as it now stands.
 */
export async function settleIfDue(db: Caller['deps']['db'], row: ExamAttemptRow, packageId: () => Promise<string>, now: Date): Promise<ExamAttemptRow> {
  if (row.status !== 0 || now < row.deadline) return row;
  const paper = await loadPaper(db, row.orgId, row.paperId, true);
  if (!paper) return row;
  const pkg = await packageId();
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, row.orgId, row.id);
    if (!locked || locked.status !== 0) return locked ?? row;
    return scoreAttempt(tx, { row: locked, paper, packageId: pkg, changes: { submittedAt: locked.deadline, submittedBy: 'deadline' }, event: 'deadline' }, now);
  });
}
