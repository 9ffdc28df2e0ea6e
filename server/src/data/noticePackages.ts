import { PUBLISH_STATES } from '@peilian/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rangeMembers } from './packageReach.js';
import { asDate, reportRows, uuidList } from './reportRows.js';

/** The package a notice names: its title and end. */
export interface NoticePackage {
  orgId: string;
  id: string;
  title: string;
  endAt: Date;
}

/** The learners a package reaches now (enabled, approved, not deleted); `incomplete`: only those who have not completed it. */
export async function packageLearnerIds(db: Db, orgId: string, packageId: string, incomplete = false): Promise<string[]> {
  const rows = await reportRows<{ user_id: string }>(
    db,
    sql`with recursive ${rangeMembers(orgId, sql`select ${uuidList([packageId])}`)}
      select distinct m.user_id from members m join users u on u.org_id = ${orgId} and u.id = m.user_id
      where u.org_id = ${orgId} and u.disabled = 0 and u.deleted_at is null and u.review_status = 'approved'
        ${
          incomplete
            ? sql`and not exists (select 1 from student_packages s where s.org_id = ${orgId} and s.user_id = m.user_id
                and s.package_id = ${packageId} and s.completed_at is not null)`
            : sql``
        }`,
  );
  return rows.map((row) => row.user_id);
}

/** A package of the organisation, as a notice names it. */
export async function findNoticePackage(db: Db, orgId: string, packageId: string): Promise<NoticePackage | undefined> {
  const [row] = await reportRows<{ id: string; title: string; end_at: Date | string }>(
    db,
    sql`select id, title, end_at from task_packages where org_id = ${orgId} and id = ${packageId}`,
  );
  return row ? { orgId, id: row.id, title: row.title, endAt: asDate(row.end_at)! } : undefined;
}

/**
 * Across organisations: the "about to end" job serves every organisation's packages.
 * Claims one published package ending within `windowMs` of `now` whose "about to end" notices are
 * not made yet and that no live lease holds: one INSERT … ON CONFLICT DO UPDATE whose condition is
 * the claim, so two processes never take the same package.
 */
export async function claimEndingPackage(db: Db, now: Date, windowMs: number, leaseMs: number): Promise<NoticePackage | undefined> {
  const until = new Date(now.getTime() + windowMs);
  const leased = new Date(now.getTime() + leaseMs);
  const [row] = await reportRows<{ org_id: string; package_id: string }>(
    db,
    sql`insert into notice_package_runs (org_id, package_id, claimed_until)
      select p.org_id, p.id, ${leased} from task_packages p
      where p.publish_state = ${PUBLISH_STATES.published} and p.end_at > ${now} and p.end_at <= ${until}
        and not exists (select 1 from notice_package_runs r where r.org_id = p.org_id and r.package_id = p.id
          and (r.ending_at is not null or r.claimed_until > ${now}))
      order by p.end_at limit 1
      on conflict (org_id, package_id) do update set claimed_until = excluded.claimed_until
        where notice_package_runs.ending_at is null and (notice_package_runs.claimed_until is null or notice_package_runs.claimed_until <= ${now})
      returning org_id, package_id`,
  );
  return row ? findNoticePackage(db, row.org_id, row.package_id) : undefined;
}

/** The package's "about to end" notices are made (for `learners` learners); its claim ends. */
export async function finishEndingPackage(db: Db, pkg: Pick<NoticePackage, 'orgId' | 'id'>, learners: number, now: Date): Promise<void> {
  await db.execute(
    sql`update notice_package_runs set ending_at = ${now}, claimed_until = null, learners = ${learners} where org_id = ${pkg.orgId} and package_id = ${pkg.id}`,
  );
}
