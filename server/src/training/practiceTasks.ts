import { CHILD_TASK_TYPES, STUDENT_TASK_STATUS } from '@peilian/shared';
import type { Learner } from '../data/center.js';
import { findChildTaskInOrg } from '../data/childTasks.js';
import type { Db } from '../db/client.js';
import type { ChildTaskRow, TaskPackageRow } from '../db/schema/index.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import { isUuid } from '../http/request.js';
import { recordChildResult } from './childResult.js';
import { gateChild, lockError, type ChildGate } from './learnerTasks.js';

/**
 * Scenario child tasks (type 1) run as live practice sessions (docs/training.md "Practice as a
 * child task"): `refs: [{ refid: <scenario id> }]`, `settings: { passscore? }` (0–100; without it
 * the package's pass score). A session bound to the child is stored with `mode` `task:<child id>`.
 */

export { boundChildOf, taskMode } from './practiceMode.js';

/** The scenario a scenario child task names (`refs: [{ refid }]`), or ''. */
export function scenarioIdOf(child: Pick<ChildTaskRow, 'refs'>): string {
  const [ref] = child.refs as { refid?: unknown }[];
  return typeof ref?.refid === 'string' ? ref.refid : '';
}

/** The child's own pass score setting (0–100), else undefined; anything else set is invalid. */
export function childPassScore(settings: Record<string, unknown>): number | undefined | 'invalid' {
  const given = settings.passscore;
  if (given === undefined || given === null || given === '') return undefined;
  const value = typeof given === 'number' ? given : typeof given === 'string' ? Number(given) : Number.NaN;
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : 'invalid';
}

/** The score a practice of the child must reach: its own setting, else the package's pass score. */
export function passScoreOf(child: ChildTaskRow, pkg: TaskPackageRow): number {
  const own = childPassScore(child.settings);
  return typeof own === 'number' ? own : pkg.passScore;
}

/**
 * A scenario child task the learner may practise now: in their range and a published package
 * (else unavailable), of the scenario type, not locked (front package or task, window) — the same
 * gate and refusals as the exam's and the media tasks'.
 */
export async function practiceGate(deps: AppDeps, learner: Learner, childId: string): Promise<ChildGate & { scenarioId: string }> {
  const gate = await gateChild({ deps }, learner, childId);
  if (gate.child.type !== CHILD_TASK_TYPES.scenario) throw appError('errors.tasks.unavailable');
  const locked = lockError(gate);
  if (locked) throw locked;
  return { ...gate, scenarioId: scenarioIdOf(gate.child) };
}

/**
 * Carries a scored session bound to a child task into the learner's student task (passed or failed
 * by the pass score once the flow's end was reached, best score kept, the session's time added) and
 * the package, through the same bookkeeping as an exam attempt. A child task deleted since the start
 * records nothing.
 */
export async function recordPracticeResult(
  db: Db,
  input: { learner: Learner; childId: string; score: number; completed: boolean; seconds: number; startedAt: Date; now: Date },
): Promise<void> {
  const { learner } = input;
  const found = isUuid(input.childId) ? await findChildTaskInOrg(db, learner.orgId, input.childId) : undefined;
  if (!found) return;
  // A practice stopped short of the flow's end never passes, whatever its score (docs/practice.md).
  const passed = input.completed && input.score >= passScoreOf(found.child, found.pkg);
  await db.transaction(async (tx) => {
    await recordChildResult(tx, { learner, packageId: found.pkg.id, childTaskId: found.child.id }, input.now, (record) => ({
      passed,
      status: passed ? STUDENT_TASK_STATUS.passed : STUDENT_TASK_STATUS.failed,
      score: record.score === null ? input.score : Math.max(record.score, input.score),
      startedAt: input.startedAt,
      seconds: input.seconds,
    }));
  });
}
