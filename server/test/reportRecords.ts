import { zonedDay, PUBLISH_STATES } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  childTasks,
  departments,
  examAttempts,
  faqDrills,
  packageRanges,
  practiceSessions,
  sessions,
  studentTaskDays,
  studentTasks,
  taskPackages,
  userPositions,
  users,
} from '../src/db/schema/index.js';

/**
 * The data centre's figures computed the other way (docs/reports.md "Figures"): straight from the
 * records, in plain JavaScript, with none of the report code — so a test can check that a report
 * says what the records say.
 */

const day = (at: Date | null) => (at ? zonedDay(at.getTime()) : '');
const inPeriod = (value: string, start: string, end: string) => value >= start && value <= end;

/** One counted thing of one learner on one day. */
interface Event {
  userId: string;
  day: string;
  kind: 'seconds' | 'login' | 'practice' | 'exam' | 'task' | 'faq';
  value: number;
  passed?: boolean;
}

export interface RecordSums {
  active: Set<string>;
  seconds: number;
  logins: number;
  tasks: number;
  practice: number;
  practiceSum: number;
  exams: number;
  examsPassed: number;
  examSum: number;
  faq: number;
  faqSum: number;
}

export interface OrgRecords {
  learners: Map<string, { departmentId: string | null; account: string }>;
  events: Event[];
  /** Child tasks assigned to each learner (in a published package's range, or with a record). */
  assigned: Map<string, Set<string>>;
  departmentParents: Map<string, string | null>;
}

/** The organisation's department tree, and which published packages' ranges reach a user. */
async function publishedReach(db: Db, orgId: string, published: Set<string>) {
  const departmentParents = new Map((await db.select().from(departments).where(eq(departments.orgId, orgId))).map((d) => [d.id, d.parentId]));
  const positions = new Map((await db.select().from(userPositions).where(eq(userPositions.orgId, orgId))).map((p) => [p.userId, p.positionId]));
  const ranges = (await db.select().from(packageRanges).where(eq(packageRanges.orgId, orgId))).filter((r) => published.has(r.packageId));
  /** The published packages whose range reaches the user. */
  const reachingPackages = (userId: string, departmentId: string | null) => {
    const above = new Set<string>();
    for (let at = departmentId; at; at = departmentParents.get(at) ?? null) above.add(at);
    return new Set(
      ranges
        .filter(
          (r) =>
            (r.kind === 'user' && r.targetId === userId) ||
            (r.kind === 'position' && r.targetId === positions.get(userId)) ||
            (r.kind === 'department' && above.has(r.targetId)),
        )
        .map((r) => r.packageId),
    );
  };
  return { departmentParents, reachingPackages };
}

/** Reads every record of the organisation that a figure is made of. */
export async function loadOrgRecords(db: Db, orgId: string): Promise<OrgRecords> {
  const published = new Set(
    (await db.select().from(taskPackages).where(eq(taskPackages.orgId, orgId))).filter((p) => p.publishState === PUBLISH_STATES.published).map((p) => p.id),
  );
  const { departmentParents, reachingPackages } = await publishedReach(db, orgId, published);
  // docs/reports.md "Who counts as a learner": a back-office account counts only when a published package reaches it.
  const backOffice = (u: typeof users.$inferSelect) => u.isadmin === 100 || u.orgowner === 1 || u.adminuser === 1 || u.funcs !== '';
  const learnerRows = (await db.select().from(users).where(eq(users.orgId, orgId))).filter(
    (u) => u.disabled === 0 && u.reviewStatus === 'approved' && (!backOffice(u) || reachingPackages(u.id, u.departmentId).size > 0),
  );
  const learners = new Map(learnerRows.map((u) => [u.id, { departmentId: u.departmentId, account: u.account }]));
  const events: Event[] = [];
  const push = (event: Event) => learners.has(event.userId) && events.push(event);
  for (const row of await db.select().from(studentTaskDays).where(eq(studentTaskDays.orgId, orgId)))
    push({ userId: row.userId, day: row.day, kind: 'seconds', value: row.durationSeconds });
  for (const row of await db.select().from(sessions).where(eq(sessions.orgId, orgId)))
    push({ userId: row.userId, day: day(row.createdAt), kind: 'login', value: 1 });
  for (const row of await db.select().from(practiceSessions).where(eq(practiceSessions.orgId, orgId)))
    if (row.status === 'finished' && row.score !== null && row.finishedAt)
      push({ userId: row.userId, day: day(row.finishedAt), kind: 'practice', value: row.score });
  for (const row of await db.select().from(examAttempts).where(eq(examAttempts.orgId, orgId)))
    if (row.status === 1 && row.submittedAt)
      push({ userId: row.userId, day: day(row.submittedAt), kind: 'exam', value: row.score ?? 0, passed: row.passed === 1 });
  const records = await db.select().from(studentTasks).where(eq(studentTasks.orgId, orgId));
  for (const row of records)
    if (row.status === 2 && row.passedAt && published.has(row.packageId)) push({ userId: row.userId, day: day(row.passedAt), kind: 'task', value: 1 });
  for (const row of await db.select().from(faqDrills).where(eq(faqDrills.orgId, orgId)))
    if (row.status === 1 && row.score !== null && row.finishedAt) push({ userId: row.userId, day: day(row.finishedAt), kind: 'faq', value: row.score });

  const children = (await db.select().from(childTasks).where(eq(childTasks.orgId, orgId))).filter((c) => published.has(c.packageId));
  const assigned = new Map<string, Set<string>>();
  for (const [userId, learner] of learners) {
    const packages = reachingPackages(userId, learner.departmentId);
    const mine = new Set(children.filter((c) => packages.has(c.packageId)).map((c) => c.id));
    for (const record of records) if (record.userId === userId && published.has(record.packageId)) mine.add(record.childTaskId);
    assigned.set(userId, mine);
  }
  return { learners, events, assigned, departmentParents };
}

/** The sums of the learners chosen by `who` over [start, end]. */
export function sumRecords(records: OrgRecords, start: string, end: string, who: (userId: string) => boolean = () => true): RecordSums {
  const sums: RecordSums = {
    active: new Set(),
    seconds: 0,
    logins: 0,
    tasks: 0,
    practice: 0,
    practiceSum: 0,
    exams: 0,
    examsPassed: 0,
    examSum: 0,
    faq: 0,
    faqSum: 0,
  };
  for (const event of records.events) {
    if (!inPeriod(event.day, start, end) || !who(event.userId)) continue;
    if (event.value > 0 || event.kind !== 'seconds') sums.active.add(event.userId);
    if (event.kind === 'seconds') sums.seconds += event.value;
    if (event.kind === 'login') sums.logins += 1;
    if (event.kind === 'task') sums.tasks += 1;
    if (event.kind === 'practice') [sums.practice, sums.practiceSum] = [sums.practice + 1, sums.practiceSum + event.value];
    if (event.kind === 'faq') [sums.faq, sums.faqSum] = [sums.faq + 1, sums.faqSum + event.value];
    if (event.kind === 'exam') {
      sums.exams += 1;
      sums.examSum += event.value;
      if (event.passed) sums.examsPassed += 1;
    }
  }
  return sums;
}

/** An average at one decimal, null without anything counted — the reports' rounding. */
export const mean = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

/** The China-time day `offset` days from `now`'s. */
export function dayFrom(now: Date, offset: number): string {
  return zonedDay(now.getTime() + offset * 86_400_000);
}
