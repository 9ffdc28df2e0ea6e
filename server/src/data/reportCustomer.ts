import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ANALYSIS_TOP, missedIntentsOf, missedKeywordsOf } from './reportAnalysis.js';
import { scopedLearnerIds, type ReportScope } from './reportScope.js';
import { reportRows } from './reportRows.js';

/**
 * A customer's practice figures (voicecustomerdetails, docs/practice.md "A customer's details"):
 * the finished, scored sessions of the scenarios that play the customer — free practice and task
 * sessions alike — by the learners the caller's reports count (`ReportScope`: the organisation's
 * counted learners, narrowed by the data permission of admin §6). What was missed is read as the
 * child analysis reads it (`reportAnalysis.ts`), over these sessions.
 */

export interface CustomerFigures {
  sessions: number;
  learners: number;
  avgscore: number | null;
  passed: number;
}

export interface CustomerMisses {
  intents: { label: string; count: number }[];
  checklist: { title: string; count: number }[];
  keywords: { keyword: string; count: number }[];
}

/** The sessions counted: `id`, `result`, `user_id`, `score`, `passed` of `practice_sessions s`. */
function customerSessions(scope: ReportScope, customerId: string): SQL {
  return sql`select s.id, s.result, s.user_id, s.score, s.passed from practice_sessions s
    where s.org_id = ${scope.orgId} and s.status = 'finished' and s.score is not null
      and s.scenario_id = any(array(select c.id from scenarios c where c.org_id = ${scope.orgId} and c.customer_id = ${customerId}))
      and s.user_id = any(array(${scopedLearnerIds(scope)}))`;
}

/** How many sessions, by how many learners, their average score (to one decimal, in numeric) and how many passed. */
export async function customerFigures(db: Db, scope: ReportScope, customerId: string): Promise<CustomerFigures> {
  const [row] = await reportRows<CustomerFigures>(
    db,
    sql`with scored as (${customerSessions(scope, customerId)})
      select count(*)::int as sessions, count(distinct user_id)::int as learners,
        round(avg(score::numeric), 1)::float8 as avgscore, count(*) filter (where passed = 1)::int as passed
      from scored`,
  );
  return row ?? { sessions: 0, learners: 0, avgscore: null, passed: 0 };
}

/** The role-play checklist items most often left unticked (an item of the stored result whose `turn` is null). */
function missedChecklist(db: Db, counted: SQL): Promise<{ title: string; count: number }[]> {
  return reportRows(
    db,
    sql`with scored as (${counted})
      select item->>'title' as title, count(*)::int as count
      from scored s cross join lateral jsonb_array_elements(
        case when jsonb_typeof(s.result->'checklist') = 'array' then s.result->'checklist' else '[]'::jsonb end) as item
      where item->>'title' is not null and coalesce(jsonb_typeof(item->'turn'), 'null') = 'null'
      group by 1 order by 2 desc, 1 limit ${ANALYSIS_TOP}`,
  );
}

/** What the counted sessions missed most often: intents, checklist items and keyword clauses, at most 10 of each. */
export async function customerMisses(db: Db, scope: ReportScope, customerId: string): Promise<CustomerMisses> {
  const counted = customerSessions(scope, customerId);
  const [intents, checklist, keywords] = await Promise.all([
    missedIntentsOf(db, scope.orgId, counted),
    missedChecklist(db, counted),
    missedKeywordsOf(db, scope.orgId, counted),
  ]);
  return { intents, checklist, keywords };
}
