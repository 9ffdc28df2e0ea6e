import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registrationListResponseSchema, registrationResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationClearances, organisations, users } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { filesRoot, LocalFileStorage } from '../../storage/files.js';
import { createClearanceJob } from './clearanceJob.js';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

// An organisation's account ends (admin §4 "Account: expired accounts cannot log in; data kept 3
// months, frozen, cleared after 6 months"; docs/decisions.md "An organisation's account ends").

const REGISTRATIONS = '/api/admin/system/registrations';
const DAY_S = 86_400;

let server: TestServer;
let provider: ReturnType<typeof adminCaller>;
let storage: LocalFileStorage;
const clock = new ManualClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
  provider = adminCaller(server.fetch, await server.login('superadmin'));
  storage = new LocalFileStorage(filesRoot(server.config.dataDir));
});
afterAll(() => server?.close());

/** A company with its owner, signed in, and a stored file. */
async function company(name: string) {
  const { db } = server.database;
  const org = await createOrganisation(db, { settings: { timeZone: 'Asia/Shanghai' } });
  await db.update(organisations).set({ name }).where(eq(organisations.id, org.id));
  const owner = await createUser(db, { orgId: org.id, name: `${name}负责人`, orgowner: 1 });
  const local = path.join(tmpdir(), `clearance-${org.id}.png`);
  await writeFile(local, 'logo');
  await storage.put(local, `${org.id}/logo/20260101/logo.png`);
  return { org, owner, token: await server.login(owner.account) };
}

/** A day from today in the organisations' zone (YYYY-MM-DD). */
const dayOffset = (days: number) => new Date(clock.now().getTime() + days * DAY_S * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const today = () => dayOffset(0);

async function setEnd(orgId: string, expiresat: string) {
  const answer = await provider('PUT', `${REGISTRATIONS}/${orgId}/expiry`, { expiresat });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return registrationResponseSchema.parse(answer.body).registration;
}

const job = () => createClearanceJob({ db: server.database.db, clock, logger: createLogger('silent'), storage, intervalMs: 60_000, tickMs: 0 });

describe('an organisation whose account has ended', () => {
  it('lets nobody of it sign in and logs its sessions out, until the provider renews it', async () => {
    const { org, owner, token } = await company('到期测试企业');
    const caller = adminCaller(server.fetch, token);
    expect((await caller('GET', '/api/admin/organization/department')).status).toBe(200);

    expect(await setEnd(org.id, dayOffset(-1))).toMatchObject({ expiresat: dayOffset(-1), expired: true, status: 'approved' });
    expect(await setEnd(org.id, dayOffset(1))).toMatchObject({ expiresat: dayOffset(1), expired: false });
    await setEnd(org.id, dayOffset(-1));
    expect(await caller('GET', '/api/admin/organization/department')).toMatchObject({ status: 401, body: { errcode: 9998 } });
    const refused = await server.login(owner.account).catch((error: unknown) => String(error));
    expect(refused).toContain(`企业账号已于 ${dayOffset(-1)} 到期`);

    await setEnd(org.id, '');
    await expect(server.login(owner.account)).resolves.toEqual(expect.any(String));
    await setEnd(org.id, today());
    await expect(server.login(owner.account)).resolves.toEqual(expect.any(String));
  });

  it('refuses a date that is not one, and changes nothing', async () => {
    const { org } = await company('日期校验企业');
    const bad = await provider('PUT', `${REGISTRATIONS}/${org.id}/expiry`, { expiresat: '2026-02-30' });
    expect(bad).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('请选择有效的日期') } });
    const [row] = await server.database.db.select().from(organisations).where(eq(organisations.id, org.id));
    expect(row?.expiresAt).toBeNull();
  });

  it('is reported 3 months after it ended, cleared with its files 6 months after; a renewal in between keeps it', async () => {
    const { db } = server.database;
    const ended = await company('清除测试企业');
    const renewed = await company('续费测试企业');
    await setEnd(ended.org.id, dayOffset(-1));
    await setEnd(renewed.org.id, dayOffset(-1));
    const tick = job();

    clock.advance(80 * DAY_S);
    expect((await tick.tick()).filter((done) => done.includes(ended.org.id))).toEqual([]);
    clock.advance(15 * DAY_S);
    expect(await tick.tick()).toEqual(expect.arrayContaining([`reported:${ended.org.id}`, `reported:${renewed.org.id}`]));
    const [report] = await db.select().from(organisationClearances).where(eq(organisationClearances.orgId, ended.org.id));
    expect(report?.report).toMatchObject({ tables: { organisations: 1, users: 1 }, files: 1 });
    provider = adminCaller(server.fetch, await server.login('superadmin'));
    const listed = registrationListResponseSchema.parse((await provider('GET', `${REGISTRATIONS}?status=approved&rows=100`)).body);
    const total = Object.values(report!.report.tables).reduce((sum, n) => sum + n, 0);
    expect(listed.rows.find((row) => row.id === ended.org.id)?.clearance).toMatchObject({ rows: total, files: 1 });

    await setEnd(renewed.org.id, dayOffset(30));
    expect(await db.select().from(organisationClearances).where(eq(organisationClearances.orgId, renewed.org.id))).toEqual([]);

    clock.advance(95 * DAY_S);
    expect(await tick.tick()).toContain(`cleared:${ended.org.id}`);
    expect(await db.select().from(organisations).where(eq(organisations.id, ended.org.id))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, ended.owner.id))).toEqual([]);
    expect(await storage.list(`${ended.org.id}/`)).toEqual([]);
    const [cleared] = await db.select().from(organisationClearances).where(eq(organisationClearances.orgId, ended.org.id));
    expect(cleared).toMatchObject({ name: '清除测试企业', clearedAt: clock.now() });
    expect(await db.select().from(users).where(eq(users.id, renewed.owner.id))).toHaveLength(1);
  });
});

describe("the platform's own organisation", () => {
  it('is given no last day, in three languages, and nothing changes; the list says it is the platform’s', async () => {
    const { db } = server.database;
    const platform = await demoOrganisation(db);
    provider = adminCaller(server.fetch, await server.login('superadmin'));
    const refusals = [
      ['zh-CN', '平台自身的企业账号不能设置到期日：到期后无人能为它续费'],
      ['zh-TW', '平台自身的企業帳號不能設定到期日：到期後無人能為它續費'],
      ['en', 'The platform’s own organisation cannot be given a last day: once it ended, nobody could renew it'],
    ] as const;
    for (const [language, errmsg] of refusals) {
      const answer = await provider('PUT', `${REGISTRATIONS}/${platform.id}/expiry`, { expiresat: dayOffset(-1) }, language);
      expect(answer).toEqual({ status: 409, body: { successed: false, errcode: 40926, errmsg } });
    }
    expect((await provider('PUT', `${REGISTRATIONS}/${platform.id}/expiry`, { expiresat: dayOffset(365) })).status).toBe(409);
    const [row] = await db.select().from(organisations).where(eq(organisations.id, platform.id));
    expect(row?.expiresAt).toBeNull();
    expect((await provider('GET', '/api/admin/organization/department')).status).toBe(200);

    const listed = registrationListResponseSchema.parse((await provider('GET', `${REGISTRATIONS}?status=approved&rows=100`)).body).rows;
    expect(listed.filter((registration) => registration.platform).map((registration) => registration.id)).toEqual([platform.id]);
  });

  it('is never reported or cleared, even with an end stored before it could not be given one', async () => {
    const { db } = server.database;
    const platform = await demoOrganisation(db);
    // Earliest of all: the job takes the longest-ended first.
    await db
      .update(organisations)
      .set({ expiresAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(organisations.id, platform.id));
    try {
      const tick = job();
      const done = [...(await tick.tick()), ...(await tick.tick())];
      expect(done.filter((entry) => entry.endsWith(platform.id))).toEqual([]);
      expect(await db.select().from(organisationClearances).where(eq(organisationClearances.orgId, platform.id))).toEqual([]);
      expect(await db.select().from(organisations).where(eq(organisations.id, platform.id))).toHaveLength(1);
    } finally {
      await db.update(organisations).set({ expiresAt: null }).where(eq(organisations.id, platform.id));
    }
  });
});
