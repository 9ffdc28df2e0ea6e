import { sessionUserResponseSchema, timeZoneSettingResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

// The organisation's one clock: its owner sets the zone, every signed-in user of the organisation
// receives it with their stored user, and a zone the runtime does not know is refused.

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
const PATH = '/api/admin/system/setting/timezone';

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const storedUserZone = async (account: string) => {
  const response = await server.fetch('/api/trainning/user/logininfo', { headers: { token: await server.login(account) } });
  return sessionUserResponseSchema.parse(await response.json()).user[0]?.timezone;
};

describe('the organisation time zone', () => {
  it('is China time until the organisation chooses one', async () => {
    const answer = await owner('GET', PATH);
    expect(timeZoneSettingResponseSchema.parse(answer.body).timezone).toBe('Asia/Shanghai');
    await expect(storedUserZone('learner01')).resolves.toBe('Asia/Shanghai');
  });

  it('is set by the owner and reaches every user of the organisation, not another', async () => {
    expect((await owner('PUT', PATH, { timezone: 'Europe/London' })).status).toBe(200);
    expect(timeZoneSettingResponseSchema.parse((await owner('GET', PATH)).body).timezone).toBe('Europe/London');
    await expect(storedUserZone('learner01')).resolves.toBe('Europe/London');
    const elsewhere = await createUser(server.database.db, { orgId: (await createOrganisation(server.database.db)).id });
    await expect(storedUserZone(elsewhere.account)).resolves.toBe('Asia/Shanghai');
    await owner('PUT', PATH, { timezone: 'Asia/Shanghai' });
  });

  it('refuses a zone it does not know, in the caller language, and keeps the one it had', async () => {
    for (const [timezone, language, message] of [
      ['Mars/Olympus', 'zh-CN', '请选择有效的时区'],
      ['', 'en', 'Choose a valid time zone'],
      [8, 'zh-TW', '請選擇有效的時區'],
    ] as const) {
      const answer = await owner('PUT', PATH, { timezone }, language);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ successed: false, detail: [message] });
    }
    expect(timeZoneSettingResponseSchema.parse((await owner('GET', PATH)).body).timezone).toBe('Asia/Shanghai');
  });

  it('is a right of the settings function: a learner is refused', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('PUT', PATH, { timezone: 'UTC' })).status).toBe(403);
  });
});
