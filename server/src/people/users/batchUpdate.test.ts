import { createTranslator, userBatchUpdateResponseSchema } from '@peilian/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { findUserByAccount } from '../../data/users.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

const BATCH = '/api/admin/organization/user/batchupdate';

let server: TestServer;
let superadmin: ReturnType<typeof adminCaller>;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer();
  superadmin = adminCaller(server.fetch, await server.login('superadmin'));
  orgId = (await demoOrganisation(server.database.db)).id;
});
afterAll(() => server?.close());

async function disabledFlags(ids: string[]): Promise<number[]> {
  const rows = await server.database.db.select({ id: users.id, disabled: users.disabled }).from(users).where(inArray(users.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!.disabled);
}

describe('POST user/batchupdate', () => {
  it('disables the chosen users at once, signing them out, and enables them again', async () => {
    const chosen = [await createUser(server.database.db, { orgId }), await createUser(server.database.db, { orgId })];
    const ids = chosen.map((user) => user.id);
    const token = await server.login(chosen[0]!.account);
    const disabled = await superadmin('POST', BATCH, { ids, disabled: 1 });
    expect(userBatchUpdateResponseSchema.parse(disabled.body).updated).toBe(2);
    expect(await disabledFlags(ids)).toEqual([1, 1]);
    const next = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
    expect(((await next.json()) as { errcode: number }).errcode).toBe(9999);
    expect((await superadmin('POST', BATCH, { ids: [...ids, ids[0]], disabled: 0 })).body).toEqual({ successed: true, updated: 2 });
    expect(await disabledFlags(ids)).toEqual([0, 0]);
  });

  it("changes nobody when one id is another organisation's or the caller's own", async () => {
    const mine = await createUser(server.database.db, { orgId });
    const stranger = await createUser(server.database.db, { orgId: (await createOrganisation(server.database.db)).id });
    expect((await superadmin('POST', BATCH, { ids: [mine.id, stranger.id], disabled: 1 })).status).toBe(404);
    const self = (await findUserByAccount(server.database.db, 'superadmin'))!.user;
    expect((await superadmin('POST', BATCH, { ids: [mine.id, self.id], disabled: 1 })).body).toMatchObject({
      errcode: 40012,
      errmsg: '不能禁用自己的账号',
    });
    expect(await disabledFlags([mine.id, stranger.id, self.id])).toEqual([0, 0, 0]);
  });

  it('refuses an empty or oversized choice with a message in the caller’s language', async () => {
    const empty = await superadmin('POST', BATCH, { ids: [], disabled: 1 }, 'en');
    expect(empty).toMatchObject({ status: 400 });
    expect(JSON.stringify(empty.body)).toContain(createTranslator('en')('validation.batchEmpty'));
    const tooMany = await superadmin('POST', BATCH, { ids: Array.from({ length: 101 }, (_, n) => `id-${n}`), disabled: 1 });
    expect(JSON.stringify(tooMany.body)).toContain('一次最多选择100项');
  });
});
