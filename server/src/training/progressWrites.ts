import { CHILD_TASK_TYPES, zonedDay, experienceOf, packageComplete, packageScore, STUDENT_TASK_STATUS } from '@peilian/shared';
import type { Db } from '../db/client.js';
import type { ChildTaskRow, StudentTaskRow } from '../db/schema/index.js';
import { addLearnerTotals, setLearnerExperience } from '../data/learnerStats.js';
import { addTaskDaySeconds, findStudentPackage, saveStudentPackage } from '../data/studentTasks.js';
import type { Learner } from '../data/center.js';
import { organisationTimeZone } from '../lib/orgClock.js';
import { awardOnPackageCompleted } from './levels/badgeJob.js';
import { levelReached } from '../data/levels.js';
import { levelUp, recordNotices } from '../notices/index.js';

export interface OutcomeInput {
  learner: Learner;
  packageId: string;
  childTaskId: string;
  children: readonly ChildTaskRow[];
  /** The learner's records of the package's child tasks, including the one just written. */
  records: readonly StudentTaskRow[];
  /** Learning seconds this change added. */
  seconds: number;
  /** The child task was passed by this change. */
  childPassed: boolean;
  now: Date;
}

/** A rise of experience that reaches a level of the organisation: the learner's "level reached" notice. */
async function noticeLevelReached(tx: Db, learner: Learner, from: number, to: number, now: Date): Promise<void> {
  const level = await levelReached(tx, learner.orgId, from, to);
  if (level) await recordNotices(tx, learner.orgId, [levelUp(level, learner.userId)], now);
}

/**
 * Carries a child-task change into the learner's package record (passed children, weighted score,
 * completion — never undone), the day's learning time of the child task, and the personal totals
 * (learning time, completed packages, stars, passed exams and practices, experience — docs/training.md
 * "Levels, experience and badges"). Runs inside the caller's transaction.
 * Returns whether the package is complete.
 */
export async function recordOutcome(tx: Db, input: OutcomeInput): Promise<{ packageCompleted: boolean }> {
  const { learner, now } = input;
  const byChild = new Map(input.records.map((record) => [record.childTaskId, record]));
  const outcomes = input.children.map((child) => {
    const record = byChild.get(child.id);
    return { required: child.required, weight: child.weight, passed: record?.status === STUDENT_TASK_STATUS.passed, score: record?.score ?? null };
  });
  const before = await findStudentPackage(tx, learner.orgId, learner.userId, input.packageId);
  const wasComplete = Boolean(before?.completedAt);
  const complete = wasComplete || packageComplete(outcomes);
  await saveStudentPackage(
    tx,
    {
      orgId: learner.orgId,
      userId: learner.userId,
      packageId: input.packageId,
      passedChildren: outcomes.filter((outcome) => outcome.passed).length,
      score: packageScore(outcomes),
      completedAt: complete ? (before?.completedAt ?? now) : null,
      addSeconds: input.seconds,
    },
    now,
  );
  if (input.seconds > 0) {
    await addTaskDaySeconds(tx, {
      orgId: learner.orgId,
      userId: learner.userId,
      childTaskId: input.childTaskId,
      day: zonedDay(now.getTime(), learner.zone ?? (await organisationTimeZone(tx, learner.orgId))),
      seconds: input.seconds,
    });
  }
  const newlyComplete = complete && !wasComplete;
  if (input.seconds > 0 || input.childPassed || newlyComplete) {
    const type = input.children.find((child) => child.id === input.childTaskId)?.type;
    const passedExam = input.childPassed && type === CHILD_TASK_TYPES.exam;
    const passedPractice = input.childPassed && (type === CHILD_TASK_TYPES.scenario || type === CHILD_TASK_TYPES.faq);
    const totals = await addLearnerTotals(
      tx,
      {
        orgId: learner.orgId,
        userId: learner.userId,
        seconds: input.seconds,
        completedPackages: newlyComplete ? 1 : 0,
        stars: input.childPassed ? 1 : 0,
        exams: passedExam ? 1 : 0,
        practices: passedPractice ? 1 : 0,
      },
      now,
    );
    const experience = experienceOf(totals.learningSeconds, totals.completedPackages, { exams: totals.passedExams, practices: totals.passedPractices });
    if (experience !== totals.experience) await setLearnerExperience(tx, learner.orgId, learner.userId, experience);
    if (experience > totals.experience) await noticeLevelReached(tx, learner, totals.experience, experience, now);
  }
  if (newlyComplete) await awardOnPackageCompleted(tx, learner.orgId, learner.userId, now);
  return { packageCompleted: complete };
}
