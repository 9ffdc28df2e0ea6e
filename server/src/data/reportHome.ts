import { PUBLISH_STATES } from '@peilian/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { asDate, reportRows } from './reportRows.js';

export interface EndingSoonRow {
  packageId: string;
  title: string;
  endAt: Date;
}

/** Published packages of the organisation (out of the recycle bin) ending in [from, to], soonest first. */
export async function endingSoonPackages(db: Db, orgId: string, from: Date, to: Date, limit: number): Promise<EndingSoonRow[]> {
  const rows = await reportRows<EndingSoonRow & { endAt: Date | string }>(
    db,
    sql`select p.id as "packageId", p.title, p.end_at as "endAt" from task_packages p
      where p.org_id = ${orgId} and p.publish_state = ${PUBLISH_STATES.published} and p.deleted_at is null
        and p.end_at >= ${from} and p.end_at <= ${to}
      order by p.end_at, p.id limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, endAt: asDate(row.endAt)! }));
}
