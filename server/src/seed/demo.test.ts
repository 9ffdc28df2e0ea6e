import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, users } from '../db/schema.js';
import { countOrganisations } from '../data/organisations.js';
import { verifyPassword } from '../auth/password.js';
import { seededDatabase } from '../../test/harness.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.js';
import { formatDemoAccounts } from './banner.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

describe('demo seed', () => {
  it('creates the department tree under 总部', async () => {
    const rows = await database.db.select().from(departments).orderBy(asc(departments.sort));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pathOf = (name: string) => {
      const names: string[] = [];
      let node = rows.find((row) => row.name === name);
      while (node) {
        names.unshift(node.name);
        node = node.parentId ? byId.get(node.parentId) : undefined;
      }
      return names.join(' → ');
    };
    expect(pathOf('华东销售组')).toBe('总部 → 销售部 → 华东销售组');
    expect(pathOf('客服部')).toBe('总部 → 客服部');
  });

  it('stores argon2id hashes of the documented demo password', async () => {
    const [row] = await database.db.select().from(users).where(eq(users.account, 'owner01'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row?.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await database.db.select().from(users);
    expect(await seedDemoData(database.db)).toEqual([]);
    expect(await database.db.select().from(users)).toHaveLength(before.length);
    expect(await countOrganisations(database.db)).toBe(1);
  });

  it('lists every demo account for the start banner', () => {
    const table = formatDemoAccounts(DEMO_ACCOUNTS);
    for (const account of ['superadmin', 'owner01', 'admin01', 'learner01', 'learner02']) {
      expect(table).toContain(account);
    }
    expect(table).toContain(DEMO_PASSWORD);
  });
});
