import { namedPeriodDays, PUBLISH_STATES, REPORT_PERIODS } from '@peilian/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countedLearnerIds, isCountedLearner } from './learners.js';
import { rangeMembers } from './packageReach.js';
import { ACTIVE_DAY } from './reportDays.js';
import { asDate, reportRows } from './reportRows.js';
import { learnerPackages, PACKAGE_COUNTS } from './reportTasks.js';

/**
 * The data centre's aggregates of one organisation, recomputed from its records (docs/reports.md
 * "Aggregates and their refresh"): each table's rows computed with one set-based `select` (so
 * 10 000 learners cost a few statements, not a loop), then only the difference written. The caller
 * runs all of it in one transaction: a report never sees half a refresh.
 */

/** The refresh's clock: today (`yyyy-MM-dd`) in the organisation's time zone, and the zone itself. */
export interface RefreshClock {
  day: string;
  zone: string;
}

/** The calendar day of a timestamp column in `zone` (the organisation's one clock), as the aggregates key it. */
const dayOf = (column: SQL, zone: string) => sql`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;


/** The organisation's published packages (the recycle bin holds packages at state -1). */
const publishedPackages = (orgId: string) =>
  sql`array(select p.id from task_packages p where p.org_id = ${orgId} and p.publish_state = ${PUBLISH_STATES.published} and p.deleted_at is null)`;

/**
 * Every child task of a published package × every learner in its range — a range department names
 * that department and every department below it, a position its holders, a user that user — who
 * had an account before the package ended (someone who joined after could never have taken it),
 * plus each learner with a record of the child task; the status and figures of the learner's record
 * (not started when none).
 */
function taskLearnerRows(orgId: string): SQL {
  return sql`with recursive pkgs as (select unnest(${publishedPackages(orgId)}) as id),
    ${rangeMembers(orgId, sql`select id from pkgs`)},
    pairs as (
      select c.id as child_task_id, c.package_id, m.user_id from members m join child_tasks c on c.org_id = ${orgId} and c.package_id = m.package_id
        join task_packages p on p.org_id = ${orgId} and p.id = m.package_id join users mu on mu.org_id = ${orgId} and mu.id = m.user_id
        where mu.created_at < p.end_at
      union
      select st.child_task_id, st.package_id, st.user_id from student_tasks st
        where st.org_id = ${orgId} and st.package_id in (select id from pkgs)
    )
    select pr.package_id, pr.child_task_id, pr.user_id, coalesce(st.status, 0) as status, st.score,
      coalesce(st.duration_seconds, 0) as duration_seconds, st.started_at,
      case when st.status = 2 then st.passed_at when st.status = 3 then st.updated_at end as finished_at
    from pairs pr
      left join student_tasks st on st.org_id = ${orgId} and st.user_id = pr.user_id and st.child_task_id = pr.child_task_id
    where ${isCountedLearner(orgId, sql`pr.user_id`)}`;
}

/** One source of a learner's day: its columns in the order of `DAY_COLUMNS`, zero where it adds nothing. */
const DAY_COLUMNS = [
  'learning_seconds',
  'logins',
  'practice_sessions',
  'practice_score_sum',
  'exams',
  'exams_passed',
  'exam_score_sum',
  'tasks_completed',
  'faq_drills',
  'faq_score_sum',
] as const;
type DayColumn = (typeof DAY_COLUMNS)[number];

function daySource(values: Partial<Record<DayColumn, SQL>>, userDay: SQL, from: SQL): SQL {
  const columns = DAY_COLUMNS.map((name) => sql`${values[name] ?? sql`0`} as ${sql.raw(name)}`);
  return sql`select ${userDay}, ${sql.join(columns, sql`, `)} ${from} group by 1, 2`;
}

/**
 * Per learner and day (in the organisation's time zone): learning seconds (the seconds that feed the personal centre's
 * total), sign-ins, practice sessions finished with a score, exams submitted, child tasks of
 * published packages passed, quick Q&A drills finished with a score.
 */
function userDayRows(orgId: string, { zone }: RefreshClock): SQL {
  const sources = [
    daySource(
      { learning_seconds: sql`sum(d.duration_seconds)` },
      sql`d.user_id, d.day`,
      sql`from student_task_days d where d.org_id = ${orgId}`,
    ),
    daySource({ logins: sql`count(*)` }, sql`s.user_id, ${dayOf(sql`s.created_at`, zone)}`, sql`from sessions s where s.org_id = ${orgId}`),
    daySource(
      { practice_sessions: sql`count(*)`, practice_score_sum: sql`sum(s.score)` },
      sql`s.user_id, ${dayOf(sql`s.finished_at`, zone)}`,
      sql`from practice_sessions s where s.org_id = ${orgId} and s.status = 'finished' and s.score is not null and s.finished_at is not null`,
    ),
    daySource(
      { exams: sql`count(*)`, exams_passed: sql`sum(case when a.passed = 1 then 1 else 0 end)`, exam_score_sum: sql`sum(coalesce(a.score, 0))` },
      sql`a.user_id, ${dayOf(sql`a.submitted_at`, zone)}`,
      sql`from exam_attempts a where a.org_id = ${orgId} and a.status = 1 and a.submitted_at is not null`,
    ),
    daySource(
      { tasks_completed: sql`count(*)` },
      sql`st.user_id, ${dayOf(sql`st.passed_at`, zone)}`,
      sql`from student_tasks st where st.org_id = ${orgId} and st.status = 2 and st.passed_at is not null and st.package_id = any(${publishedPackages(orgId)})`,
    ),
    daySource(
      { faq_drills: sql`count(*)`, faq_score_sum: sql`sum(f.score)` },
      sql`f.user_id, ${dayOf(sql`f.finished_at`, zone)}`,
      sql`from faq_drills f where f.org_id = ${orgId} and f.status = 1 and f.score is not null and f.finished_at is not null`,
    ),
  ];
  const names = sql.raw(DAY_COLUMNS.join(', '));
  const sums = sql.raw(DAY_COLUMNS.map((name) => `sum(${name}) as ${name}`).join(', '));
  return sql`select x.user_id, x.day, ${sums}
    from (${sql.join(sources, sql` union all `)}) as x(user_id, day, ${names})
    where ${isCountedLearner(orgId, sql`x.user_id`)}
    group by x.user_id, x.day`;
}

/** Per learner, day and practice score item: each finished, scored session's items (its `result`). */
function skillDayRows(orgId: string, { zone }: RefreshClock): SQL {
  return sql`select s.user_id, ${dayOf(sql`s.finished_at`, zone)} as day, item->>'name' as name, count(*) as sessions,
      sum((item->>'score')::real) as score_sum
    from practice_sessions s cross join lateral jsonb_array_elements(
        case when jsonb_typeof(s.result->'items') = 'array' then s.result->'items' else '[]'::jsonb end) as item
    where s.org_id = ${orgId} and s.status = 'finished' and s.score is not null and s.finished_at is not null
      and item->>'name' is not null and jsonb_typeof(item->'score') = 'number'
      and ${isCountedLearner(orgId, sql`s.user_id`)}
    group by s.user_id, 2, item->>'name'`;
}

/** A sum that keeps its decimals over 10 000 learners (a `real` column sums as `real`). */
const wide = (column: string) => sql.raw(`sum(d.${column}::float8)`);

/** Per organisation and day: its learner-days summed (just computed, in the same transaction), and how many were active. */
function orgDayRows(orgId: string): SQL {
  const sums = DAY_COLUMNS.map((name) => sql`${name.endsWith('_sum') ? wide(name) : sql.raw(`sum(d.${name})`)} as ${sql.raw(name)}`);
  return sql`select d.day, count(*) filter (where ${ACTIVE_DAY}) as active_learners, ${sql.join(sums, sql`, `)}
    from report_user_days d where d.org_id = ${orgId} group by d.day`;
}

/**
 * Per home period as of `day` (the refresh's today: 「今天」, 「近7天」 and 「近30天」 by the one
 * period rule, `namedPeriodDays`): how many learners were active in it (once each, however many days).
 */
function orgPeriodRows(orgId: string, { day }: RefreshClock): SQL {
  const periods = sql.join(
    REPORT_PERIODS.map((days) => {
      const { start, end } = namedPeriodDays(days, day);
      return sql`(${days}::int, ${start}::text, ${end}::text)`;
    }),
    sql`, `,
  );
  return sql`select p.days, p.start_day, p.end_day, count(distinct d.user_id) filter (where ${ACTIVE_DAY}) as active_learners
    from (values ${periods}) as p(days, start_day, end_day)
      left join report_user_days d on d.org_id = ${orgId} and d.day >= p.start_day and d.day <= p.end_day
    group by p.days, p.start_day, p.end_day`;
}

/** Per organisation, day and practice score item: its learners' rows summed. */
function orgSkillDayRows(orgId: string): SQL {
  return sql`select d.day, d.name, sum(d.sessions) as sessions, ${wide('score_sum')} as score_sum
    from report_skill_days d where d.org_id = ${orgId} group by d.day, d.name`;
}

/** Per published package: the task report's counts over every counted learner (from `report_task_learners`, just computed). */
function orgPackageRows(orgId: string): SQL {
  return sql`with ${learnerPackages(orgId, sql`select unnest(${publishedPackages(orgId)})`, countedLearnerIds(orgId))}
    select lp.package_id, ${PACKAGE_COUNTS} from lp group by lp.package_id`;
}

/** An aggregate table: its key columns (besides `org_id`) and the columns a refresh computes. */
interface Aggregate {
  table: string;
  keys: readonly string[];
  values: readonly string[];
  /** The rows of the organisation now, by the refresh's clock. */
  rows: (orgId: string, clock: RefreshClock) => SQL;
}

const AGGREGATES: readonly Aggregate[] = [
  {
    table: 'report_task_learners',
    keys: ['org_id', 'child_task_id', 'user_id'],
    values: ['package_id', 'status', 'score', 'duration_seconds', 'started_at', 'finished_at'],
    rows: taskLearnerRows,
  },
  { table: 'report_user_days', keys: ['org_id', 'day', 'user_id'], values: DAY_COLUMNS, rows: userDayRows },
  { table: 'report_skill_days', keys: ['org_id', 'day', 'user_id', 'name'], values: ['sessions', 'score_sum'], rows: skillDayRows },
  // The organisation's figures come last: they sum the learner rows just written.
  { table: 'report_org_days', keys: ['org_id', 'day'], values: ['active_learners', ...DAY_COLUMNS], rows: orgDayRows },
  { table: 'report_org_periods', keys: ['org_id', 'days'], values: ['start_day', 'end_day', 'active_learners'], rows: orgPeriodRows },
  { table: 'report_org_skill_days', keys: ['org_id', 'day', 'name'], values: ['sessions', 'score_sum'], rows: orgSkillDayRows },
  {
    table: 'report_org_packages',
    keys: ['org_id', 'package_id'],
    values: ['range', 'started', 'completed', 'passed', 'avgscore', 'avgseconds'],
    rows: orgPackageRows,
  },
];

/**
 * Makes the organisation's rows of one aggregate what its records say now, writing only the
 * difference: the new rows are computed into a temporary table, rows no longer there are deleted,
 * and the rest upserted where a value changed. A refresh every 10 minutes changes a few rows of
 * 10 000 learners' hundreds of thousands, and each row written costs its indexes and foreign-key
 * checks — so a steady refresh costs about what computing the figures costs.
 */
async function applyAggregate(tx: Db, orgId: string, clock: RefreshClock, { table, keys, values, rows }: Aggregate): Promise<void> {
  const raw = (names: readonly string[], prefix = '') => sql.raw(names.map((name) => `${prefix}${name}`).join(', '));
  const own = keys.filter((key) => key !== 'org_id');
  const columns = [...own, ...values];
  const target = sql.raw(table);
  await tx.execute(sql`create temporary table report_next on commit drop as select ${raw(columns)} from (${rows(orgId, clock)}) as computed`);
  await tx.execute(sql`analyze report_next`);
  const sameKey = sql.raw(own.map((key) => `n.${key} = t.${key}`).join(' and '));
  await tx.execute(sql`delete from ${target} t where t.org_id = ${orgId} and not exists (select 1 from report_next n where ${sameKey})`);
  await tx.execute(sql`insert into ${target} (org_id, ${raw(columns)}) select ${orgId}, ${raw(columns)} from report_next
    on conflict (${raw(keys)}) do update set ${sql.raw(values.map((name) => `${name} = excluded.${name}`).join(', '))}
    where (${raw(values, `${table}.`)}) is distinct from (${raw(values, 'excluded.')})`);
  await tx.execute(sql`drop table report_next`);
}

/** How long one step of a refresh took (for the log and the benchmark). */
export type RefreshStep = (step: string, ms: number) => void;

/** Makes the organisation's aggregates what its records say now, by its clock. Run inside a transaction. */
export async function rebuildReportAggregates(tx: Db, orgId: string, clock: RefreshClock, onStep: RefreshStep = () => undefined): Promise<void> {
  for (const aggregate of AGGREGATES) {
    const started = performance.now();
    await applyAggregate(tx, orgId, clock, aggregate);
    onStep(aggregate.table, Math.round(performance.now() - started));
  }
}

/** Records a finished refresh: when its figures are from, how long it took; frees the claim. */
export async function recordReportRefresh(tx: Db, orgId: string, refreshedAt: Date, durationMs: number): Promise<void> {
  await tx.execute(sql`insert into report_refreshes (org_id, refreshed_at, claimed_until, duration_ms)
    values (${orgId}, ${refreshedAt}, null, ${durationMs})
    on conflict (org_id) do update set refreshed_at = excluded.refreshed_at, claimed_until = null, duration_ms = excluded.duration_ms`);
}

/** Runs `work` in one transaction (the refresh's delete and inserts commit together). */
export function inReportTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * Claims the organisations whose figures are older than `intervalMs` (or never computed) and not
 * held by a live claim, until `now + leaseMs`, in one conditional UPDATE: two processes never claim
 * the same organisation, and one that dies frees it when the lease ends. An organisation without a
 * row gets one first, so a new organisation has figures at the next tick.
 */
export async function claimDueReportRefreshes(db: Db, now: Date, intervalMs: number, leaseMs: number, limit: number): Promise<string[]> {
  await db.execute(sql`insert into report_refreshes (org_id)
    select o.id from organisations o where o.review_status = 'approved'
      and not exists (select 1 from report_refreshes r where r.org_id = o.id)
    on conflict (org_id) do nothing`);
  const staleBefore = new Date(now.getTime() - intervalMs);
  const until = new Date(now.getTime() + leaseMs);
  const due = sql`(r.refreshed_at is null or r.refreshed_at <= ${staleBefore}) and (r.claimed_until is null or r.claimed_until <= ${now})`;
  const rows = await reportRows<{ org_id: string }>(
    db,
    sql`update report_refreshes r set claimed_until = ${until}
    where r.org_id in (select r.org_id from report_refreshes r where ${due} order by r.refreshed_at nulls first limit ${limit})
      and ${due}
    returning r.org_id`,
  );
  return rows.map((row) => row.org_id);
}

/** When the organisation's figures were computed (null: never). */
export async function findReportRefreshedAt(db: Db, orgId: string): Promise<Date | null> {
  const [row] = await reportRows<{ refreshed_at: Date | string | null }>(db, sql`select refreshed_at from report_refreshes where org_id = ${orgId}`);
  return asDate(row?.refreshed_at);
}

/**
 * Refreshes the planner's statistics of the aggregates, after a refresh has committed (inside it,
 * the lock would hold every other organisation's refresh until the commit). PGlite never analyses
 * on its own, and a plan made without statistics reads a 30-day report several times slower.
 */
export async function analyzeReportAggregates(db: Db): Promise<void> {
  for (const { table } of AGGREGATES) await db.execute(sql`analyze ${sql.raw(table)}`);
}
