import { STUDENT_TASK_STATUS } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChildTask } from '../../data/childTasks.js';
import { findLearnerStats } from '../../data/learnerStats.js';
import { insertPackage } from '../../data/packages.js';
import type { ChildTaskRow, StudentTaskRow } from '../../db/schema/index.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { seededDatabase } from '../../../test/harness.js';
import { recordOutcome } from '../progressWrites.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

const passed = (child: ChildTaskRow, userId: string): StudentTaskRow =>
  ({ childTaskId: child.id, userId, orgId: child.orgId, packageId: child.packageId, status: STUDENT_TASK_STATUS.passed, score: 100 }) as StudentTaskRow;

describe('experience by learning, practice and exams', () => {
  it('adds twenty for a passed exam, five for a passed practice and ten for the completed package', async () => {
    const { db } = database;
    const org = await createOrganisation(db);
    const learner = await createUser(db, { orgId: org.id });
    const at = { startAt: new Date(Date.now() - 3_600_000), endAt: new Date(Date.now() + 86_400_000) };
    const pkg = await insertPackage(db, { orgId: org.id, tasktype: 1, title: '经验测试', passScore: 60, ...at });
    const exam = await insertChildTask(db, { orgId: org.id, packageId: pkg.id, type: 2, title: '考试', weight: 50, ...at });
    const practice = await insertChildTask(db, { orgId: org.id, packageId: pkg.id, type: 1, title: '陪练', weight: 50, ...at });
    const children = [exam, practice];
    const base = { learner: { orgId: org.id, userId: learner.id }, packageId: pkg.id, children, childPassed: true, now: new Date() };

    await recordOutcome(db, { ...base, childTaskId: exam.id, records: [passed(exam, learner.id)], seconds: 120 });
    expect(await findLearnerStats(db, org.id, learner.id)).toMatchObject({ passedExams: 1, passedPractices: 0, stars: 1, experience: 2 + 20 });

    await recordOutcome(db, { ...base, childTaskId: practice.id, records: [passed(exam, learner.id), passed(practice, learner.id)], seconds: 60 });
    expect(await findLearnerStats(db, org.id, learner.id)).toMatchObject({
      passedExams: 1,
      passedPractices: 1,
      completedPackages: 1,
      stars: 2,
      experience: 3 + 20 + 5 + 10,
    });
  });
});
