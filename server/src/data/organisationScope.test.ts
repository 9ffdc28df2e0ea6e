import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MARK, organisationTables, sources, unscoped } from '../../test/queryWalk.js';

/**
 * Every query of the data layer on an organisation's table names the organisation (docs/deploy.md
 * "Scaling out with Citus"), walked in the source: a query builder's table — `from`, `update`,
 * `delete` — has its `orgId` in the function that builds it (or in a function of the file it calls
 * for its conditions), a join goes through `orgId` (or `refersTo`), and the function of raw SQL
 * naming such a table says `org_id` likewise (`test/queryWalk.ts`). Once tables are distributed by
 * organisation, such a query reaches the one node that holds the organisation. A query meant to
 * reach every organisation (a sweep of expired rows, a job claiming work of any organisation) says
 * so in a comment beginning "Across organisations:" above it or its function.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

describe('the data layer, scoped by organisation', () => {
  it('knows the organisation tables', () => {
    expect(organisationTables.size).toBeGreaterThan(50);
    expect(organisationTables.get('users')).toBe('users');
    expect(organisationTables.has('organisations')).toBe(false);
  });

  it('names the organisation in every query on its tables, or says why it reaches them all', () => {
    expect(sources(SRC).flatMap((file) => unscoped(SRC, file))).toEqual([]);
  });

  it('finds a query that leaves the organisation out, and lets one marked as reaching them all pass', () => {
    const file = path.join(SRC, 'fixture.ts');
    const text = `
      export async function byId(db: Db, id: string) {
        return db.select().from(users).where(eq(users.id, id));
      }
      export async function named(db: Db, orgId: string, id: string) {
        return db.select().from(users).leftJoin(departments, eq(departments.id, users.departmentId)).where(and(eq(users.orgId, orgId), eq(users.id, id)));
      }
      export async function raw(db: Db, orgId: string) {
        return db.execute(sql\`select 1 from child_tasks c join task_packages p on p.id = c.package_id where c.org_id = \${orgId}\`);
      }
      /** ${MARK} the sweep ends every organisation's expired sessions. */
      export async function sweep(db: Db, now: Date) {
        return db.delete(sessions).where(lt(sessions.expiresAt, now));
      }`;
    expect(unscoped(SRC, file, text)).toEqual([
      'fixture.ts:3 from(users) without users.orgId',
      'fixture.ts:6 leftJoin(departments) joins without orgId',
      'fixture.ts:9 sql joins task_packages without org_id',
    ]);
  });
});
