import { apiFailureSchema, unsubscribeResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSecret } from '../../auth/token.js';
import { findOrganisationById, insertDailyPushSubscription } from '../../data/organisations.js';
import { findUserByAccount } from '../../data/users.js';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const unsubscribe = (id: string, headers: Record<string, string> = {}) =>
  server.fetch(`/api/wechat/unsubscribe/${encodeURIComponent(id)}`, { method: 'PUT', headers });

/** An organisation with a watermark text and two recipients of the daily push. */
async function subscribedOrganisation() {
  const { db } = server.database;
  const org = await createOrganisation(db, { settings: { watertext: '内部资料' } });
  const userId = (await findUserByAccount(db, 'admin01'))!.user.id;
  const ids = [randomSecret(18), randomSecret(18)];
  for (const [n, id] of ids.entries()) {
    await insertDailyPushSubscription(db, org.id, id, { userId, pubopenid: `pub-${n}`, subscribedAt: '2026-11-01T00:00:00.000Z' });
  }
  const settings = async () =>
    (await findOrganisationById(db, org.id))!.settings as { watertext: string; dailyPush: { subscriptions: Record<string, { unsubscribedAt?: string }> } };
  return { org, ids: ids as [string, string], settings };
}

describe('PUT /api/wechat/unsubscribe/{id}', () => {
  it('stops the push to that recipient only, and keeps the other settings', async () => {
    const { org, ids, settings } = await subscribedOrganisation();
    const response = await unsubscribe(ids[0]);
    expect(response.status).toBe(200);
    expect(unsubscribeResponseSchema.parse(await response.json())).toEqual({ successed: true, orgname: org.name });
    const stored = await settings();
    expect(stored.watertext).toBe('内部资料');
    expect(stored.dailyPush.subscriptions[ids[0]]?.unsubscribedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(stored.dailyPush.subscriptions[ids[1]]).not.toHaveProperty('unsubscribedAt');
  });

  it('answers the same when confirmed again, keeping the first time', async () => {
    const { org, ids, settings } = await subscribedOrganisation();
    await unsubscribe(ids[1]);
    const first = (await settings()).dailyPush.subscriptions[ids[1]]?.unsubscribedAt;
    const again = await unsubscribe(ids[1]);
    expect(await again.json()).toEqual({ successed: true, orgname: org.name });
    expect((await settings()).dailyPush.subscriptions[ids[1]]?.unsubscribedAt).toBe(first);
  });

  it('refuses an unknown or malformed id in the caller language, changing nothing', async () => {
    const { settings } = await subscribedOrganisation();
    const before = await settings();
    const unknown = await unsubscribe(randomSecret(18));
    expect(unknown.status).toBe(404);
    expect(apiFailureSchema.parse(await unknown.json())).toEqual({ successed: false, errcode: 40401, errmsg: '退订链接无效，请从最新的推送消息中打开' });
    for (const id of ['short', 'x'.repeat(65), '../../etc', "a' or '1'='1' --xxxxx"]) {
      const refused = await unsubscribe(id, { 'Accept-Language': 'en' });
      expect(apiFailureSchema.parse(await refused.json()), id).toEqual({
        successed: false,
        errcode: 40401,
        errmsg: 'This unsubscribe link is not valid; open it from the latest push message',
      });
    }
    expect(await settings()).toEqual(before);
  });
});
