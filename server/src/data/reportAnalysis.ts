import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { StoredAnswerItem } from '../db/schema/index.js';
import { reportRows } from './reportRows.js';

/**
 * analysisDetails (docs/reports.md "Child analysis"): what the records of one child task say about
 * where learners fail. These read the records, not the aggregates: one child task's sessions,
 * attempts and drills are bounded by its range, and the answer is needed down to the turn.
 */

/** Whose records and when: the scope's learners (`learners`, from reports/scope.ts) and an optional period of China-time days. */
export interface AnalysisScope {
  orgId: string;
  /** One child task; null: every child task of the organisation (the AI report's view). */
  childId: string | null;
  learners: SQL;
  start: string | undefined;
  end: string | undefined;
  /** The organisation's time zone, in which `start` and `end` are days. */
  zone: string;
}

/** The top of each list. */
export const ANALYSIS_TOP = 10;

function inPeriod(column: SQL, scope: AnalysisScope): SQL {
  const parts = [sql`true`];
  if (scope.start) parts.push(sql`${column} >= (${scope.start}::date)::timestamp at time zone ${scope.zone}`);
  if (scope.end) parts.push(sql`${column} < (${scope.end}::date + 1)::timestamp at time zone ${scope.zone}`);
  return sql.join(parts, sql` and `);
}

/** Finished, scored practice sessions bound to the child task (`mode = 'task:<child id>'`, training/practiceTasks.ts), or to any. */
function childSessions(scope: AnalysisScope): SQL {
  const mode = scope.childId === null ? sql`s.mode like 'task:%'` : sql`s.mode = ${`task:${scope.childId}`}`;
  return sql`select s.id, s.result from practice_sessions s
    where s.org_id = ${scope.orgId} and ${mode} and s.status = 'finished' and s.score is not null
      and s.user_id = any(array(${scope.learners})) and ${inPeriod(sql`s.finished_at`, scope)}`;
}

/** The average of each score item of the sessions' results, weakest first. */
export function practiceCriteria(db: Db, scope: AnalysisScope): Promise<{ name: string; avgscore: number; sessions: number }[]> {
  return reportRows(
    db,
    sql`with scored as (${childSessions(scope)})
      select item->>'name' as name, round(avg((item->>'score')::numeric), 1)::float8 as avgscore, count(*)::int as sessions
      from scored s cross join lateral jsonb_array_elements(case when jsonb_typeof(s.result->'items') = 'array' then s.result->'items' else '[]'::jsonb end) as item
      where item->>'name' is not null and jsonb_typeof(item->'score') = 'number'
      group by 1 order by avg((item->>'score')::numeric), 1 limit ${ANALYSIS_TOP}`,
  );
}

/**
 * The keyword clauses the learners' turns most often left out: each turn is judged against its
 * reference intent's keywords (`score_inputs.keywords.missed`, one entry per clause not said, as its
 * alternative terms — shown joined by `|`, as the admin wrote them).
 */
export function missedKeywords(db: Db, scope: AnalysisScope): Promise<{ keyword: string; count: number }[]> {
  return missedKeywordsOf(db, scope.orgId, childSessions(scope));
}

/**
 * The same over any set of sessions: `counted` selects their `id` (and `result`) from
 * `practice_sessions s` of the organisation — the child task's here, a customer's scenarios' in
 * `reportCustomer.ts`.
 */
export function missedKeywordsOf(db: Db, orgId: string, counted: SQL): Promise<{ keyword: string; count: number }[]> {
  return reportRows(
    db,
    sql`with scored as (${counted}),
      clauses as (
        select (select string_agg(term, '|' order by n) from jsonb_array_elements_text(clause) with ordinality as e(term, n)) as keyword
        from practice_turns t join scored s on s.id = t.session_id
          cross join lateral jsonb_array_elements(
            case when jsonb_typeof(t.score_inputs->'keywords'->'missed') = 'array' then t.score_inputs->'keywords'->'missed' else '[]'::jsonb end) as clause
        where t.org_id = ${orgId} and jsonb_typeof(clause) = 'array'
      )
      select keyword, count(*)::int as count from clauses where keyword is not null group by keyword order by 2 desc, 1 limit ${ANALYSIS_TOP}`,
  );
}

/**
 * The intents learners most often failed to say: turns answered off-script (nonStandard) or not in
 * time (timeout), by the intent they were judged against (`score_inputs.reference`, the closest
 * intent at the node).
 */
export function missedIntents(db: Db, scope: AnalysisScope): Promise<{ label: string; count: number }[]> {
  return missedIntentsOf(db, scope.orgId, childSessions(scope));
}

/** The same over any set of sessions (as `missedKeywordsOf`). */
export function missedIntentsOf(db: Db, orgId: string, counted: SQL): Promise<{ label: string; count: number }[]> {
  return reportRows(
    db,
    sql`with scored as (${counted})
      select t.score_inputs->'reference'->>'label' as label, count(*)::int as count
      from practice_turns t join scored s on s.id = t.session_id
      where t.org_id = ${orgId} and t.outcome in ('nonStandard', 'timeout') and t.score_inputs->'reference'->>'label' is not null
      group by 1 order by 2 desc, 1 limit ${ANALYSIS_TOP}`,
  );
}

/** A submitted attempt's saves, for scoring each question with the exam's own rules. */
export interface AttemptSaves {
  attempt_id: string;
  saves: { save_id: string; items: StoredAnswerItem[] }[];
}

/** The submitted attempts of the exam child task after `after` (by id), at most `limit`, each with its saves. */
export function submittedAttemptSaves(db: Db, scope: AnalysisScope, after: string | undefined, limit: number): Promise<AttemptSaves[]> {
  const keyset = after === undefined ? sql`` : sql`and a.id > ${after}`;
  return reportRows(
    db,
    sql`with attempts as (
        select a.id from exam_attempts a
        where a.org_id = ${scope.orgId} and a.child_task_id = ${scope.childId} and a.status = 1 and a.user_id = any(array(${scope.learners}))
          and ${inPeriod(sql`a.submitted_at`, scope)} ${keyset}
        order by a.id limit ${limit}
      )
      select a.id as attempt_id, coalesce(json_agg(json_build_object('save_id', x.save_id, 'items', x.items)) filter (where x.save_id is not null), '[]') as saves
      from attempts a left join exam_answers x on x.attempt_id = a.id and x.org_id = ${scope.orgId}
      group by a.id order by a.id`,
  );
}

/** The quick Q&A questions of the child task's drills with the lowest average answer score. */
export function weakestFaqs(db: Db, scope: AnalysisScope): Promise<{ faqid: string; question: string; answered: number; avgscore: number }[]> {
  return reportRows(
    db,
    sql`with answers as (
        select d.questions->(a.seq - 1) as q, a.score from faq_answers a join faq_drills d on d.org_id = a.org_id and d.id = a.drill_id
        where a.org_id = ${scope.orgId} and d.org_id = ${scope.orgId} and d.child_task_id = ${scope.childId} and d.user_id = any(array(${scope.learners}))
          and ${inPeriod(sql`a.created_at`, scope)}
      )
      select x.q->>'faqId' as faqid, coalesce(min(f.question), min(x.q->>'question')) as question, count(*)::int as answered, round(avg(x.score), 1)::float8 as avgscore
      from answers x left join faqs f on f.id::text = x.q->>'faqId' and f.org_id = ${scope.orgId}
      where x.q->>'faqId' is not null
      group by 1 order by avg(x.score), 1 limit ${ANALYSIS_TOP}`,
  );
}
