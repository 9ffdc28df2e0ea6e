import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageRecords, users } from '../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { FIXTURES } from '../../test/libraryFixtures.js';
import { uploadMedia } from '../../test/libraryClient.js';

/**
 * Metering of what is not a model call (docs/providers.md "Usage"): a file stored is its bytes
 * (`storage`) for whoever stored it, an SMS the provider accepted is one message (`sms`) for the
 * organisation of the user it went to.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const userOf = async (account: string) => (await server.database.db.select().from(users).where(eq(users.account, account)))[0]!;

describe('metering', () => {
  it('records the bytes of a library file as it is stored, for the administrator who stored it', async () => {
    const token = await server.login('owner01');
    const media = await uploadMedia(server.fetch, token, { kind: 'file', filename: '计量.pdf', bytes: FIXTURES.pdf });
    const owner = await userOf('owner01');
    const rows = await server.database.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.subject, 'media'), eq(usageRecords.subjectId, media.id)));
    expect(rows.map(({ service, provider, quantity, userId, orgId, departmentId }) => ({ service, provider, quantity, userId, orgId, departmentId }))).toEqual([
      { service: 'storage', provider: 'storage', quantity: FIXTURES.pdf.length, userId: owner.id, orgId: owner.orgId, departmentId: owner.departmentId },
    ]);
  });

  it('records one message for every sign-in code the SMS provider accepted', async () => {
    const learner = await userOf('learner02');
    const sms = () =>
      server.database.db
        .select()
        .from(usageRecords)
        .where(and(eq(usageRecords.service, 'sms'), eq(usageRecords.userId, learner.id)))
        .orderBy(asc(usageRecords.id));
    const before = (await sms()).length;
    const response = await server.fetch(`/api/trainning/user/verifycode?mobile=${learner.mobile}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = await sms();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ orgId: learner.orgId, quantity: 1, provider: 'outbox', subject: 'smscode', subjectId: 'login' });
  });
});
