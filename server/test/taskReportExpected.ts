import type { ReportProgress } from '@peilian/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { childTasks, departments, studentTasks, taskPackages, userPositions, users } from '../src/db/schema/index.js';

/**
 * The task report's figures computed the other way: straight from the records (the package's range
 * departments, the users, the learners' child records), in plain code, for the tests to hold the
 * report's SQL over the aggregates against (docs/reports.md "Task report").
 */

/** The counts the report answers at each level, as shared declares them. */
export type Figures = ReportProgress;

export interface LearnerState {
  userId: string;
  account: string;
  departmentId: string | null;
  positionId: string | null;
  status: number;
  score: number | null;
  seconds: number;
  completed: boolean;
  passed: boolean;
  started: boolean;
  children: Map<string, { status: number; score: number | null; seconds: number }>;
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
// Half up, as numeric rounds: a nudge keeps 47.675 (47.67499… in binary) from rounding down.
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10 + 1e-9) / 10);
const whole = (value: number | null) => (value === null ? null : Math.round(value + 1e-9));

/** Every learner in the package's range (departments and those below them), with their state of it. */
export async function expectedLearners(db: Db, orgId: string, packageId: string, rangeDepartments: readonly string[]): Promise<LearnerState[]> {
  const [pkg] = await db.select().from(taskPackages).where(eq(taskPackages.id, packageId));
  const children = await db.select().from(childTasks).where(eq(childTasks.packageId, packageId));
  const tree = await db.select().from(departments).where(eq(departments.orgId, orgId));
  const inRange = new Set<string>(rangeDepartments);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of tree) {
      if (d.parentId && inRange.has(d.parentId) && !inRange.has(d.id)) {
        inRange.add(d.id);
        grew = true;
      }
    }
  }
  const members = (await db.select().from(users).where(eq(users.orgId, orgId))).filter(
    (u) => u.departmentId && inRange.has(u.departmentId) && u.disabled === 0 && u.reviewStatus === 'approved' && u.createdAt < pkg!.endAt,
  );
  const records = await db
    .select()
    .from(studentTasks)
    .where(and(eq(studentTasks.orgId, orgId), eq(studentTasks.packageId, packageId)));
  const positions = members.length
    ? await db
        .select()
        .from(userPositions)
        .where(
          inArray(
            userPositions.userId,
            members.map((u) => u.id),
          ),
        )
    : [];
  const required = children.filter((c) => c.required === 1);
  return members.map((u) => {
    const mine = new Map(
      records.filter((r) => r.userId === u.id).map((r) => [r.childTaskId, { status: r.status, score: r.score, seconds: r.durationSeconds }]),
    );
    const state = (childId: string) => mine.get(childId) ?? { status: 0, score: null, seconds: 0 };
    const started = children.some((c) => state(c.id).status > 0);
    const completed = (required.length ? required : children).every((c) => state(c.id).status === 2);
    const total = children.reduce((sum, c) => sum + (c.weight * (state(c.id).score ?? (state(c.id).status === 2 ? 100 : 0))) / 100, 0);
    const score = Math.round(total * 100) / 100;
    const passed = completed && score >= pkg!.passScore;
    return {
      userId: u.id,
      account: u.account,
      departmentId: u.departmentId,
      positionId: positions.find((p) => p.userId === u.id)?.positionId ?? null,
      status: !started ? 0 : passed ? 2 : completed ? 3 : 1,
      score,
      seconds: children.reduce((sum, c) => sum + state(c.id).seconds, 0),
      completed,
      passed,
      started,
      children: new Map(children.map((c) => [c.id, state(c.id)])),
    };
  });
}

/** A package's (or a group's) figures from its learners' states. */
export function packageFigures(learners: readonly LearnerState[]): Figures {
  return {
    range: learners.length,
    started: learners.filter((l) => l.started).length,
    completed: learners.filter((l) => l.completed).length,
    passed: learners.filter((l) => l.passed).length,
    avgscore: oneDecimal(mean(learners.filter((l) => l.completed).map((l) => l.score!))),
    avgseconds: whole(mean(learners.filter((l) => l.started).map((l) => l.seconds))),
  };
}

/** One child task's figures from its learners' records. */
export function childFigures(learners: readonly LearnerState[], childId: string): Figures {
  const rows = learners.map((l) => l.children.get(childId)!);
  return {
    range: rows.length,
    started: rows.filter((r) => r.status > 0).length,
    completed: rows.filter((r) => r.status === 2 || r.status === 3).length,
    passed: rows.filter((r) => r.status === 2).length,
    avgscore: oneDecimal(mean(rows.filter((r) => r.score !== null).map((r) => r.score!))),
    avgseconds: whole(mean(rows.filter((r) => r.status > 0).map((r) => r.seconds))),
  };
}
