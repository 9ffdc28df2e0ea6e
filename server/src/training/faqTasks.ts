import { CATALOG_TYPES, CHILD_TASK_TYPES, faqChildSettingsSchema, STUDENT_TASK_STATUS, type ChildTaskRequest, type FaqChildSettings } from '@peilian/shared';
import { listCatalogues } from '../data/catalogues.js';
import type { Learner } from '../data/center.js';
import { findChildTaskInOrg } from '../data/childTasks.js';
import { existingFaqIds } from '../data/faqDrills.js';
import { startStudentTasks } from '../data/studentTasks.js';
import type { Db } from '../db/client.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import { isUuid } from '../http/request.js';
import { recordChildResult } from './childResult.js';
import { gateChild, lockError, type ChildGate } from './learnerTasks.js';

/**
 * Quick Q&A child tasks (type 3) run as drills (docs/faq.md "The drill"): `refs` name catalogues of
 * the bank or its questions (`settings.source`), the settings say how many questions each learner
 * draws, the pass score and the times. A drill of the child counts toward the learner's task when
 * it is finished, through the same bookkeeping as an exam attempt or a practice session.
 */

/** The child's quick Q&A settings (the admin side checked them; defaults fill what an old row lacks). */
export function faqSettingsOf(child: { settings: unknown }): FaqChildSettings {
  const parsed = faqChildSettingsSchema.safeParse(child.settings ?? {});
  return parsed.success ? parsed.data : faqChildSettingsSchema.parse({});
}

/** The ids a quick Q&A child names (`refs: [{ refid }]`). */
export function faqRefIds(refs: readonly unknown[]): string[] {
  return refs.map((ref) => (ref as { refid?: unknown }).refid).filter((id): id is string => typeof id === 'string');
}

/**
 * A quick Q&A child task names what exists in the organisation: catalogues of the bank (type 13)
 * with `source` catalog, questions of the bank (open or closed) with `source` list; anything else
 * — another organisation's, another kind of catalogue, a deleted one — is `errors.faq.refsUnknown`.
 */
export async function checkFaqRefs(db: Db, orgId: string, input: Pick<ChildTaskRequest, 'type' | 'refs' | 'settings'>): Promise<void> {
  if (input.type !== CHILD_TASK_TYPES.faq) return;
  const ids = faqRefIds(input.refs as unknown[]);
  if (!ids.every(isUuid)) throw appError('errors.faq.refsUnknown');
  const found =
    faqSettingsOf(input).source === 'list'
      ? new Set(await existingFaqIds(db, orgId, ids))
      : new Set((await listCatalogues(db, orgId, CATALOG_TYPES.faq)).map((catalogue) => catalogue.id));
  if (!ids.every((id) => found.has(id))) throw appError('errors.faq.refsUnknown');
}

/**
 * A quick Q&A child task the learner may drill now: in their range and a published package (else
 * unavailable), of the quick Q&A type, not locked (front package or task, window) — the same gate
 * and refusals as the exam's, the practice's and the media tasks'.
 */
export async function faqGate(deps: AppDeps, learner: Learner, childId: string): Promise<ChildGate> {
  const gate = await gateChild({ deps }, { orgId: learner.orgId, userId: learner.userId }, childId);
  if (gate.child.type !== CHILD_TASK_TYPES.faq) throw appError('errors.tasks.unavailable');
  const locked = lockError(gate);
  if (locked) throw locked;
  return gate;
}

/** Marks the learner's record of the child in progress as the drill starts (as an exam attempt does). */
export async function markFaqTaskStarted(db: Db, learner: Learner, gate: ChildGate, at: Date): Promise<void> {
  await startStudentTasks(db, [{ orgId: learner.orgId, userId: learner.userId, packageId: gate.pkg.pkg.id, childTaskId: gate.child.id, at }]);
}

/**
 * Carries a finished drill into the learner's student task (passed or failed by the drill's pass
 * score, best score kept, its learning seconds added) and the package. Runs inside the caller's
 * transaction; a child task deleted since the start records nothing.
 */
export async function recordFaqResult(
  tx: Db,
  input: { learner: Learner; childId: string; score: number; passed: boolean; seconds: number; startedAt: Date; now: Date },
): Promise<void> {
  const found = isUuid(input.childId) ? await findChildTaskInOrg(tx, input.learner.orgId, input.childId) : undefined;
  if (!found) return;
  const learner = { orgId: input.learner.orgId, userId: input.learner.userId };
  await recordChildResult(tx, { learner, packageId: found.pkg.id, childTaskId: found.child.id }, input.now, (record) => ({
    passed: input.passed,
    status: input.passed ? STUDENT_TASK_STATUS.passed : STUDENT_TASK_STATUS.failed,
    score: record.score === null ? input.score : Math.max(record.score, input.score),
    startedAt: input.startedAt,
    seconds: input.seconds,
  }));
}
