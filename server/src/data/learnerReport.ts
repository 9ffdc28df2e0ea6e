import { FAQ_FREE_DRILL_TITLE, PUBLISH_STATES } from '@peilian/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { childTasks, examAttempts, faqDrills, practiceSessions, studentPackages, studentTasks, taskPackages } from '../db/schema/index.js';
import { inLearnerRange, type Learner } from './center.js';

/**
 * The learner's own figures (docs/reports.md "The learner's own figures"), read live from the
 * learner's records — not from the report aggregates, which lag up to 10 minutes: a learner who just
 * finished a practice expects to see it. Every statement is scoped to one organisation and user.
 */

/** Counts and score sums of one learner's records. */
export interface LearnerFigures {
  tasks: number;
  completed: number;
  passedPackages: number;
  practiceSessions: number;
  practiceScoreSum: number;
  exams: number;
  passedExams: number;
  examScoreSum: number;
  faqDrills: number;
  faqScoreSum: number;
}

export type ScoredKind = 'practice' | 'exam' | 'faq';

/** One scored result: a finished practice session, a submitted exam attempt or a finished drill. */
export interface ScoredResult {
  kind: ScoredKind;
  title: string;
  score: number;
  at: Date;
}

/** The rows of a raw statement (both drivers answer them in `rows`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const mine = (orgColumn: AnyPgColumn, userColumn: AnyPgColumn, { orgId, userId }: Learner) => sql`${orgColumn} = ${orgId} and ${userColumn} = ${userId}`;

/** What counts as finished and scored, per kind (the same rules as the report aggregates). */
const practiceDone = (learner: Learner) => {
  const s = practiceSessions;
  return sql`${mine(s.orgId, s.userId, learner)} and ${s.status} = 'finished' and ${s.score} is not null and ${s.finishedAt} is not null`;
};
const examDone = (learner: Learner) => {
  const a = examAttempts;
  return sql`${mine(a.orgId, a.userId, learner)} and ${a.status} = 1 and ${a.submittedAt} is not null`;
};
const drillDone = (learner: Learner) => {
  const f = faqDrills;
  return sql`${mine(f.orgId, f.userId, learner)} and ${f.status} = 1 and ${f.score} is not null and ${f.finishedAt} is not null`;
};

/**
 * Child tasks of the published packages in the learner's range (as the training centre shows
 * them), those the learner passed, and the packages the learner completed.
 */
function taskFigures(learner: Learner): SQL {
  const p = taskPackages;
  return sql`select count(${childTasks.id})::int as tasks,
      count(${studentTasks.id}) filter (where ${studentTasks.status} = 2)::int as completed,
      count(distinct ${p.id}) filter (where ${studentPackages.completedAt} is not null)::int as passed_packages
    from ${p}
      join ${childTasks} on ${childTasks.packageId} = ${p.id}
      left join ${studentTasks} on ${studentTasks.childTaskId} = ${childTasks.id} and ${studentTasks.userId} = ${learner.userId}
      left join ${studentPackages} on ${studentPackages.packageId} = ${p.id} and ${studentPackages.userId} = ${learner.userId}
    where ${p.orgId} = ${learner.orgId} and ${p.publishState} = ${PUBLISH_STATES.published} and ${inLearnerRange(p.id, learner)}`;
}

interface FigureRow {
  tasks: number;
  completed: number;
  passed_packages: number;
  practice_sessions: number;
  practice_score_sum: number;
  exams: number;
  passed_exams: number;
  exam_score_sum: number;
  faq_drills: number;
  faq_score_sum: number;
}

/** The learner's counts and score sums, in one statement. */
export async function learnerFigures(db: Db, learner: Learner): Promise<LearnerFigures> {
  const s = practiceSessions;
  const a = examAttempts;
  const f = faqDrills;
  const [row] = await rowsOf<FigureRow>(
    db,
    sql`select t.tasks, t.completed, t.passed_packages, pr.*, ex.*, fq.*
    from (${taskFigures(learner)}) t,
      (select count(*)::int as practice_sessions, coalesce(sum(${s.score}::numeric), 0)::float8 as practice_score_sum
        from ${s} where ${practiceDone(learner)}) pr,
      (select count(*)::int as exams, count(*) filter (where ${a.passed} = 1)::int as passed_exams,
          coalesce(sum(coalesce(${a.score}, 0)::numeric), 0)::float8 as exam_score_sum
        from ${a} where ${examDone(learner)}) ex,
      (select count(*)::int as faq_drills, coalesce(sum(${f.score}), 0)::float8 as faq_score_sum
        from ${f} where ${drillDone(learner)}) fq`,
  );
  return {
    tasks: Number(row?.tasks ?? 0),
    completed: Number(row?.completed ?? 0),
    passedPackages: Number(row?.passed_packages ?? 0),
    practiceSessions: Number(row?.practice_sessions ?? 0),
    practiceScoreSum: Number(row?.practice_score_sum ?? 0),
    exams: Number(row?.exams ?? 0),
    passedExams: Number(row?.passed_exams ?? 0),
    examScoreSum: Number(row?.exam_score_sum ?? 0),
    faqDrills: Number(row?.faq_drills ?? 0),
    faqScoreSum: Number(row?.faq_score_sum ?? 0),
  };
}

/**
 * The learner's newest scored results of the three kinds, newest first: a session by its scenario's
 * name, an exam attempt by its child task's title, a drill by its own title — free practice by ''
 * (its stored title is a code: the presenter names it in the caller's language).
 */
export async function recentScoredResults(db: Db, learner: Learner, limit: number): Promise<ScoredResult[]> {
  const s = practiceSessions;
  const a = examAttempts;
  const f = faqDrills;
  const rows = await rowsOf<{ kind: ScoredKind; title: string; score: number; at: Date | string }>(
    db,
    sql`select 'practice' as kind, ${s.scenarioName} as title, ${s.score}::numeric::float8 as score, ${s.finishedAt} as "at" from ${s} where ${practiceDone(learner)}
    union all
    select 'exam', ${childTasks.title}, coalesce(${a.score}, 0)::numeric::float8, ${a.submittedAt}
      from ${a} join ${childTasks} on ${childTasks.id} = ${a.childTaskId} where ${examDone(learner)}
    union all
    select 'faq', case when ${f.childTaskId} is null and ${f.title} = ${FAQ_FREE_DRILL_TITLE} then '' else ${f.title} end, ${f.score}::float8, ${f.finishedAt} from ${f} where ${drillDone(learner)}
    order by "at" desc, kind, title
    limit ${limit}`,
  );
  return rows.map((row) => ({ kind: row.kind, title: row.title, score: Number(row.score), at: new Date(row.at) }));
}
