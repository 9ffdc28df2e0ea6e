import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByAccount } from '../../data/users.js';
import { reportRows } from '../../data/reportRows.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, sealPasswordPair } from '../../../test/peopleClient.js';

/**
 * An account is unique across organisations — sign-in names no organisation — while each
 * organisation's table only keeps it unique within itself: `held_names` holds it for one
 * organisation from its user's creation until a rename or the recycle bin's purge lets it go
 * (docs/deploy.md "Scaling out with Citus").
 */
let server: TestServer;
let demo: ReturnType<typeof adminCaller>;
let other: ReturnType<typeof adminCaller>;
let demoOrgId: string;
let otherOrgId: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demo = adminCaller(server.fetch, await server.login('superadmin'));
  demoOrgId = (await demoOrganisation(db)).id;
  otherOrgId = (await createOrganisation(db)).id;
  other = adminCaller(server.fetch, await server.login((await createUser(db, { orgId: otherOrgId, orgowner: 1 })).account));
});
afterAll(() => server?.close());

const USER = '/api/admin/organization/user';
let serial = 0;
const uniqueAccount = () => `held_${Date.now().toString(36)}_${(serial += 1)}`;
const body = async (account: string) => ({ account, name: '占名', sex: 1, validdate: '', ...(await sealPasswordPair(server.fetch, 'abc123', 'abc123')) });
const orgOf = async (account: string) => (await findUserByAccount(server.database.db, account))?.user.orgId;

describe('an account held across organisations', () => {
  it('is refused to a second organisation, moves with a rename, stays through a deletion and goes with the purge', async () => {
    const account = uniqueAccount();
    const created = await demo('POST', USER, await body(account));
    expect(created.status).toBe(200);
    expect(await other('POST', USER, await body(account))).toMatchObject({ status: 409, body: { errcode: 40900 } });
    expect(await orgOf(account)).toBe(demoOrgId);

    // A rename holds the new account and lets the old one go: the other organisation takes it.
    const [user] = await reportRows<{ id: string }>(server.database.db, sql`select id from users where org_id = ${demoOrgId} and account = ${account}`);
    const renamed = uniqueAccount();
    expect((await demo('PUT', `${USER}/${user!.id}`, { account: renamed, name: '占名' })).status).toBe(200);
    expect((await other('POST', USER, await body(account))).status).toBe(200);
    expect([await orgOf(account), await orgOf(renamed)]).toEqual([otherOrgId, demoOrgId]);

    // Deleted, the user is in the recycle bin and the account still the demo's; purged, it is free.
    expect((await demo('POST', `${USER}/batchdelete`, { ids: [user!.id] })).status).toBe(200);
    expect(await other('POST', USER, await body(renamed))).toMatchObject({ status: 409, body: { errcode: 40900 } });
    const [entry] = await reportRows<{ id: string }>(
      server.database.db,
      sql`select id from recycle_bin where org_id = ${demoOrgId} and record_id = ${user!.id}`,
    );
    expect((await demo('DELETE', `/api/admin/system/recyclebin/${entry!.id}`, {})).status).toBe(200);
    expect((await other('POST', USER, await body(renamed))).status).toBe(200);
    expect(await orgOf(renamed)).toBe(otherOrgId);
  });
});
