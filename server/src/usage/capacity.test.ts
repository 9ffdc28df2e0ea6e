import {
  capacityLimitsResponseSchema,
  importResponseSchema,
  orgCapacityResponseSchema,
  practiceSessionReplySchema,
  randomCodeResponseSchema,
  scenarioListResponseSchema,
} from '@peilian/shared';
import ExcelJS from 'exceljs';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertOrgLimits } from '../data/capacity.js';
import { insertUsage } from '../data/usage.js';
import { practiceSessions, uploads, users } from '../db/schema/index.js';
import { demoOrganisation } from '../../test/factories.js';
import { startFakeTencentAsr, type FakeTencentAsr } from '../../test/fakes/tencentAsr.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { postImport } from '../../test/importClient.js';
import { postPasswordLogin } from '../../test/identityClient.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { adminCaller, sealPasswordPair } from '../../test/peopleClient.js';
import { emitWithAck, practiceSockets } from '../../test/practiceSocket.js';

/**
 * Capacity (docs/billing.md "Capacity"): what the organisation uses and may use, the operator's
 * limits, and the refusal 'Resources insufficient, contact account manager' (40356) where a seat,
 * storage or AI minutes are asked for — before anything is written.
 */

let asr: FakeTencentAsr;
let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let operator: ReturnType<typeof adminCaller>;
let orgId: string;
let ownerToken: string;
const practice = practiceSockets(() => server);

beforeAll(async () => {
  asr = await startFakeTencentAsr();
  server = await startTestServer({
    env: {
      ASR_PROVIDER: 'tencent',
      TENCENT_ASR_ENDPOINT: asr.url,
      TENCENT_ASR_APP_ID: asr.appId,
      TENCENT_SECRET_ID: asr.secretId,
      TENCENT_SECRET_KEY: asr.secretKey,
    },
  });
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  operator = adminCaller(server.fetch, await server.login('superadmin'));
  orgId = (await demoOrganisation(server.database.db)).id;
});
afterAll(async () => {
  practice.closeAll();
  await server?.close();
  await asr?.close();
});

const limitsPath = () => `/api/admin/v3/cost/orgs/${orgId}/limits`;
const capacity = async () => orgCapacityResponseSchema.parse((await owner('GET', '/api/admin/v3/orgcapacity')).body).capacity;
const setLimits = async (limits: { seats: number | null; storage: number | null; aiMinutes: number | null }) => {
  const answer = await operator('PUT', limitsPath(), limits);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return capacityLimitsResponseSchema.parse(answer.body).limits;
};
const seats = async () =>
  (
    await server.database.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.orgId, orgId), isNull(users.deletedAt)))
  )[0]!.n;
const REFUSED = { successed: false, errcode: 40356, errmsg: '资源不足，请联系客户经理' };

let serial = 0;
async function userBody() {
  serial += 1;
  return {
    account: `seat_${serial}_${Date.now().toString(36)}`,
    name: '座席测试',
    sex: 1,
    mobile: '',
    workno: '',
    email: '',
    departmentid: '',
    roleid: '',
    validdate: '',
    entrydate: '',
    ...(await sealPasswordPair(server.fetch, 'abc123', 'abc123')),
  };
}

async function importFile(accounts: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['姓名', '工号', '性别', '部门', '账号', '密码', '手机号', '角色', '邮箱', '有效期', '岗位', '备注']);
  for (const account of accounts) sheet.addRow(['导入座席', '', 1, '客服部', account, 'abc123', '', '', '', '', '', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('capacity', () => {
  it('shows every administrator what is used and allowed; only the platform operator reads and sets limits', async () => {
    const before = await capacity();
    expect(before.seats.used).toBe(await seats());
    expect(before.month).toMatch(/^\d{4}-\d{2}$/);
    expect((await owner('GET', limitsPath())).status).toBe(403);
    expect((await owner('PUT', limitsPath(), { seats: 1, storage: null, aiMinutes: null })).status).toBe(403);
    expect((await operator('PUT', limitsPath(), { seats: -1, storage: null, aiMinutes: null })).status).toBe(400);
    expect(await setLimits({ seats: 900, storage: 5e9, aiMinutes: 100 })).toEqual({ seats: 900, storage: 5e9, aiMinutes: 100 });
    expect(capacityLimitsResponseSchema.parse((await operator('GET', limitsPath())).body).limits).toEqual({ seats: 900, storage: 5e9, aiMinutes: 100 });
    expect(await capacity()).toMatchObject({ seats: { limit: 900 }, storage: { limit: 5e9 }, aiMinutes: { limit: 100 } });
  });

  it('refuses a person past the seats, and an import whose new people do not all fit, writing nothing', async () => {
    const used = await seats();
    await setLimits({ seats: used, storage: null, aiMinutes: null });
    expect((await owner('POST', '/api/admin/organization/user', await userBody())).body).toEqual(REFUSED);
    expect(await seats()).toBe(used);

    await setLimits({ seats: used + 1, storage: null, aiMinutes: null });
    const file = await importFile([`imp_a_${Date.now().toString(36)}`, `imp_b_${Date.now().toString(36)}`]);
    const refused = await postImport(server.fetch, ownerToken, '/api/admin/organization/user/import?step=import&mode=3', file, 'users.xlsx');
    expect(refused.body).toEqual(REFUSED);
    expect(await seats()).toBe(used);

    await setLimits({ seats: used + 2, storage: null, aiMinutes: null });
    const imported = await postImport(server.fetch, ownerToken, '/api/admin/organization/user/import?step=import&mode=3', file, 'users.xlsx');
    expect(importResponseSchema.parse(imported.body)).toMatchObject({ insertcount: 2 });
    expect(await seats()).toBe(used + 2);
    expect((await owner('POST', '/api/admin/organization/user', await userBody())).body).toEqual(REFUSED);
  });

  it('refuses an upload whose declared size does not fit the storage, before anything is kept', async () => {
    const { used } = (await capacity()).storage;
    await setLimits({ seats: null, storage: used + 1000, aiMinutes: null });
    const uploadsBefore = (await server.database.db.select({ n: count() }).from(uploads).where(eq(uploads.orgId, orgId)))[0]!.n;
    const refused = await owner('POST', '/api/admin/v3/upload', { kind: 'file', filename: 'big.pdf', size: 2000 });
    expect(refused.body).toEqual(REFUSED);
    expect((await server.database.db.select({ n: count() }).from(uploads).where(eq(uploads.orgId, orgId)))[0]!.n).toBe(uploadsBefore);
    const fits = await owner('POST', '/api/admin/v3/upload', { kind: 'file', filename: 'small.pdf', size: 900 });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  it("refuses a practice the server would listen to once the month's AI minutes are used, starting nothing", async () => {
    const token = ownerToken;
    const scenes = scenarioListResponseSchema.parse(
      await (await server.fetch(`/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, { headers: { token } })).json(),
    );
    const scenarioId = scenes.rows[0]!.id;
    const { db } = server.database;
    const learner = (await db.select().from(users).where(eq(users.account, 'learner01')))[0]!;
    // 90 seconds of audio recognised this month: 2 minutes, rounded up.
    await insertUsage(db, {
      orgId,
      userId: learner.id,
      subject: 'practice',
      subjectId: 'capacity',
      service: 'asr',
      provider: 'tencent',
      quantity: 90_000,
      at: new Date(),
    });
    const minutes = (await capacity()).aiMinutes.used;
    expect(minutes).toBeGreaterThanOrEqual(2);
    await setLimits({ seats: null, storage: null, aiMinutes: minutes });
    const sessionsBefore = (await db.select({ n: count() }).from(practiceSessions).where(eq(practiceSessions.userId, learner.id)))[0]!.n;
    const socket = await practice.open('learner01');
    const refused = practiceSessionReplySchema.parse(await emitWithAck(socket, 'practice:start', { scenarioId }));
    expect(refused).toMatchObject({ ok: false, errcode: 40356, errmsg: REFUSED.errmsg });
    expect((await db.select({ n: count() }).from(practiceSessions).where(eq(practiceSessions.userId, learner.id)))[0]!.n).toBe(sessionsBefore);

    await setLimits({ seats: null, storage: null, aiMinutes: minutes + 1 });
    const started = practiceSessionReplySchema.parse(await emitWithAck(socket, 'practice:start', { scenarioId }));
    expect(started.ok).toBe(true);
    await setLimits({ seats: null, storage: null, aiMinutes: null });
  });
});

describe('capacity in the private edition', () => {
  it('enforces no limit: the people are added, capacity shows none, and no limit can be set', async () => {
    // The private edition always asks the captcha: the test knows every answer the server draws.
    const edition = await startTestServer({ env: { EDITION: 'private' }, captchaText: () => 'K7PX' });
    const signIn = async (account: string) => {
      const key = randomCodeResponseSchema.parse(await (await edition.fetch('/api/login/randomcode')).json());
      await edition.fetch(`/api/login/verifycode?randomkey=${encodeURIComponent(key.randomkey)}`);
      const response = await postPasswordLogin(edition.fetch, { account, password: DEMO_PASSWORD, randomkey: key, captcha: 'K7PX' });
      return adminCaller(edition.fetch, ((await response.json()) as { user: { token: string }[] }).user[0]!.token);
    };
    try {
      const { db } = edition.database;
      const org = await demoOrganisation(db);
      await upsertOrgLimits(db, org.id, { seats: 1, storageBytes: 1, aiMinutes: 0 }, new Date());
      const admin = await signIn('owner01');
      const shown = orgCapacityResponseSchema.parse((await admin('GET', '/api/admin/v3/orgcapacity')).body).capacity;
      expect(shown).toMatchObject({ seats: { limit: null }, storage: { limit: null }, aiMinutes: { limit: null } });
      const body = { ...(await userBody()), ...(await sealPasswordPair(edition.fetch, 'abc123', 'abc123')) };
      expect((await admin('POST', '/api/admin/organization/user', body)).status).toBe(200);
      const top = await signIn('superadmin');
      expect((await top('GET', `/api/admin/v3/cost/orgs/${org.id}/limits`)).body).toMatchObject({ successed: false, errcode: 40355 });
    } finally {
      await edition.close();
    }
  });
});
