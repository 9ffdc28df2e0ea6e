import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { BadgeRow } from '../db/schema/index.js';
import { countedLearnerIds } from './learners.js';
import { reportRows } from './reportRows.js';

/**
 * The badge award job's SQL (docs/training.md "Levels, experience and badges"): claiming due badges
 * with one conditional UPDATE (a lease), and awarding a badge to every learner who meets its
 * condition with one INSERT … SELECT whose unique key (user, badge) makes an award happen once.
 */

/** A claimed badge: what the award needs. */
export interface ClaimedBadge {
  id: string;
  orgId: string;
  condition: BadgeRow['condition'];
  count: number;
}

/**
 * Claims up to `limit` enabled badges not awarded for `intervalMs` and held by no live claim, until
 * `now + leaseMs`. Two processes never hold the same badge at once.
 */
export async function claimDueBadges(db: Db, now: Date, intervalMs: number, leaseMs: number, limit: number): Promise<ClaimedBadge[]> {
  const staleBefore = new Date(now.getTime() - intervalMs);
  const until = new Date(now.getTime() + leaseMs);
  const due = sql`b.enabled = 1 and (b.scanned_at is null or b.scanned_at <= ${staleBefore}) and (b.claimed_until is null or b.claimed_until <= ${now})`;
  const rows = await reportRows<{ id: string; org_id: string; condition: BadgeRow['condition']; count: number }>(
    db,
    sql`update badges b set claimed_until = ${until}
      where b.id in (select b.id from badges b where ${due} order by b.scanned_at nulls first limit ${limit}) and ${due}
      returning b.id, b.org_id, b.condition, b.count`,
  );
  return rows.map((row) => ({ id: row.id, orgId: row.org_id, condition: row.condition, count: Number(row.count) }));
}

/**
 * The users (alias `u`) meeting a badge's condition. A login streak is the longest run of
 * consecutive days with a sign-in (a session begun), days counted in the organisation's zone.
 */
function meetsCondition(badge: ClaimedBadge, zone: string): SQL {
  switch (badge.condition) {
    case 'trainingCompleted':
      return sql`exists (select 1 from learner_stats ls where ls.user_id = u.id and ls.org_id = ${badge.orgId} and ls.completed_packages >= ${badge.count})`;
    case 'profileComplete':
      return sql`(u.name <> '' and u.avatar <> '' and u.mobile <> '' and u.sex in (1, 2))`;
    case 'loginStreak':
      return sql`u.id in (
        select runs.user_id from (
          select days.user_id, days.d - (row_number() over (partition by days.user_id order by days.d))::int as run
          from (select distinct s.user_id, (s.created_at at time zone ${zone})::date as d from sessions s where s.org_id = ${badge.orgId}) days
        ) runs
        group by runs.user_id, runs.run having count(*) >= ${badge.count})`;
  }
}

/**
 * Awards the badge to the organisation's learners who meet its condition and do not hold it yet
 * (`onlyUser`: to that learner only); answers the users awarded now.
 */
export async function awardBadge(db: Db, badge: ClaimedBadge, zone: string, now: Date, onlyUser?: string): Promise<string[]> {
  const rows = await reportRows<{ user_id: string }>(
    db,
    sql`insert into user_badges (org_id, user_id, badge_id, awarded_at)
      select ${badge.orgId}, u.id, ${badge.id}, ${now} from users u
      where u.org_id = ${badge.orgId} and u.id = any(array(${countedLearnerIds(badge.orgId)}))
        ${onlyUser ? sql`and u.id = ${onlyUser}` : sql``}
        and ${meetsCondition(badge, zone)}
      on conflict (org_id, user_id, badge_id) do nothing
      returning user_id`,
  );
  return rows.map((row) => row.user_id);
}

/** Records that the badge was awarded at `now` and frees its claim. */
export async function finishBadgeScan(db: Db, badge: Pick<ClaimedBadge, 'id' | 'orgId'>, now: Date): Promise<void> {
  await db.execute(sql`update badges set scanned_at = ${now}, claimed_until = null where org_id = ${badge.orgId} and id = ${badge.id}`);
}

/** The organisation's enabled badges whose condition is one of `conditions` (an award at the moment it is met). */
export async function enabledBadgesOf(db: Db, orgId: string, conditions: readonly BadgeRow['condition'][]): Promise<ClaimedBadge[]> {
  const rows = await reportRows<{ id: string; condition: BadgeRow['condition']; count: number }>(
    db,
    sql`select id, condition, count from badges where org_id = ${orgId} and enabled = 1
      and condition in (${sql.join(
        conditions.map((condition) => sql`${condition}`),
        sql`, `,
      )})`,
  );
  return rows.map((row) => ({ id: row.id, orgId, condition: row.condition, count: Number(row.count) }));
}
