import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seenBy, type Viewer } from './dataScope.js';
import { departmentAndBelow } from './reportScope.js';
import { reportRows } from './reportRows.js';

/**
 * The usage report's cells (docs/billing.md "Usage reports"): usage rows summed by department (the
 * one recorded on the row) or user, per day, week (from Monday) or month of the organisation's zone.
 */
export interface UsageReportFilter {
  orgId: string;
  viewer: Viewer;
  zone: string;
  /** Days `yyyy-MM-dd` of the zone, both included. */
  start: string;
  end: string;
  by: 'department' | 'user';
  granularity: 'day' | 'week' | 'month';
  service?: string;
  /** A department and every department below it ('' = any). */
  departmentId: string;
}

export interface UsageSumRow {
  key: string;
  name: string;
  period: string;
  service: string;
  quantity: number;
  output: number;
}

function conditions(filter: UsageReportFilter): SQL {
  const parts = [
    sql`r.org_id = ${filter.orgId}`,
    sql`r.created_at >= (${filter.start}::date)::timestamp at time zone ${filter.zone}`,
    sql`r.created_at < (${filter.end}::date + 1)::timestamp at time zone ${filter.zone}`,
  ];
  const seen = seenBy(filter.viewer, sql`r.user_id`);
  if (seen) parts.push(seen);
  if (filter.service) parts.push(sql`r.service = ${filter.service}`);
  if (filter.departmentId) parts.push(sql`r.department_id = any(array(${departmentAndBelow(filter.orgId, filter.departmentId)}))`);
  return sql.join(parts, sql` and `);
}

/** The sums, ordered by name, key, period and service. */
export async function usageSums(db: Db, filter: UsageReportFilter): Promise<UsageSumRow[]> {
  const unit = sql.raw(`'${filter.granularity}'`);
  const period = sql`to_char(date_trunc(${unit}, r.created_at at time zone ${filter.zone}), 'YYYY-MM-DD')`;
  const grouped =
    filter.by === 'department'
      ? { key: sql`coalesce(r.department_id::text, '')`, name: sql`coalesce(max(d.name), '')`, join: sql`left join departments d on d.org_id = r.org_id and d.id = r.department_id` }
      : { key: sql`coalesce(r.user_id::text, '')`, name: sql`coalesce(max(u.name), '')`, join: sql`left join users u on u.org_id = r.org_id and u.id = r.user_id` };
  const rows = await reportRows<{ key: string; name: string; period: string; service: string; quantity: string | number; output: string | number }>(
    db,
    sql`select ${grouped.key} as key, ${grouped.name} as name, ${period} as period, r.service as service,
          sum(r.quantity) as quantity, sum(r.output) as output
        from usage_records r ${grouped.join}
        where ${conditions(filter)}
        group by 1, 3, 4
        order by 2, 1, 3, 4`,
  );
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), output: Number(row.output) }));
}
