import { bannerListResponseSchema, bannerResponseSchema, createTranslator, type Banner } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { uploadFile } from '../../../test/uploads.js';
import { taskPackages } from '../../db/schema/index.js';
import { activeBanners } from '../../data/banners.js';
import { encodePng } from '../../seed/libraryAssets.js';

const en = createTranslator('en');
let server: TestServer;
let token: string;
let admin: ReturnType<typeof adminCaller>;
let orgId: string;
let packageId: string;
const builtin = '/files/builtin/images/banners/abstract/abstract-banner-2.png';

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
  orgId = (await demoOrganisation(server.database.db)).id;
  const [row] = await server.database.db
    .insert(taskPackages)
    .values({ orgId, tasktype: 1, title: '新人训练营', passScore: 60, startAt: new Date(), endAt: new Date(Date.now() + 86_400_000) })
    .returning();
  packageId = row!.id;
});
afterAll(() => server?.close());

async function create(body: Record<string, unknown>): Promise<Banner> {
  const answer = await admin('POST', '/api/admin/system/banner', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bannerResponseSchema.parse(answer.body).banner;
}

const base = { title: '春季特训', image: builtin, platform: 2, click: 1, sort: 5 };

describe('banners', () => {
  it('adds a banner with an uploaded 20:3 image and lists it by platform', async () => {
    const upload = await uploadFile(
      server.fetch,
      encodePng(800, 120, () => [10, 20, 30]),
      { filetype: 'banner', headers: { token } },
    );
    const image = ((await upload.json()) as { path: string }).path;
    const banner = await create({ ...base, image, platform: 1 });
    expect(banner).toMatchObject({ title: '春季特训', image, platform: 1, click: 1, clickid: '', clickurl: '', disabled: 0 });
    const pc = bannerListResponseSchema.parse((await admin('GET', '/api/admin/system/banner?platform=1')).body);
    expect(pc.rows.map((row) => row.id)).toContain(banner.id);
    expect(pc.rows.every((row) => row.platform === 1)).toBe(true);
    const search = bannerListResponseSchema.parse((await admin('GET', `/api/admin/system/banner?title=${encodeURIComponent('春季')}`)).body);
    expect(search.rows.map((row) => row.id)).toEqual([banner.id]);
  });

  it('opens a task package of the organisation, or a web address', async () => {
    const task = await create({ ...base, click: 2, clicktype: 1, clickid: packageId, clickurl: 'https://ignored.example' });
    expect(task).toMatchObject({ click: 2, clicktype: 1, clickid: packageId, clickname: '新人训练营', clickurl: '' });
    const url = await create({ ...base, click: 2, clicktype: 3, clickurl: 'https://peilian.example/spring', clickid: packageId });
    expect(url).toMatchObject({ clicktype: 3, clickurl: 'https://peilian.example/spring', clickid: '' });
  });

  it.each([
    [{ title: ' ' }, 'library.rules.titleRequired', {}],
    [{ title: '长'.repeat(65) }, 'validation.tooLong', { max: 64 }],
    [{ image: '' }, 'library.rules.imageRequired', {}],
    [{ click: 2, clicktype: 3, clickurl: 'ftp://files.example' }, 'library.rules.clickurlInvalid', {}],
    [{ click: 2, clicktype: 3, clickurl: 'javascript:alert(1)' }, 'library.rules.clickurlInvalid', {}],
    [{ click: 2, clicktype: 2, clickid: '' }, 'library.rules.clickidRequired', {}],
    [{ image: '/files/builtin/images/covers/office/office-1.png' }, 'library.rules.imageInvalid', {}],
  ] as const)('refuses %o with a clear message', async (change, key, params) => {
    const answer = await admin('POST', '/api/admin/system/banner', { ...base, ...change }, 'en');
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual([en(key, params)]);
  });

  it('refuses a package of another organisation or none at all', async () => {
    const elsewhere = await createOrganisation(server.database.db);
    const [foreign] = await server.database.db
      .insert(taskPackages)
      .values({ orgId: elsewhere.id, tasktype: 1, title: '别家任务', passScore: 60, startAt: new Date(), endAt: new Date() })
      .returning();
    for (const clickid of [foreign!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await admin('POST', '/api/admin/system/banner', { ...base, click: 2, clicktype: 1, clickid }, 'en');
      expect(answer.body).toMatchObject({ errcode: 40032, errmsg: en('errors.library.bannerTaskNotFound') });
    }
  });

  it('edits, disables and deletes; learners see enabled banners of their platform only', async () => {
    const banner = await create({ ...base, title: '待编辑' });
    const edited = await admin('PUT', `/api/admin/system/banner/${banner.id}`, { ...base, title: '已编辑', sort: 1 });
    expect(edited.body.banner).toMatchObject({ title: '已编辑', sort: 1 });
    expect((await activeBanners(server.database.db, orgId, 2)).map((row) => row.id)).toContain(banner.id);
    expect((await activeBanners(server.database.db, orgId, 1)).map((row) => row.id)).not.toContain(banner.id);
    await admin('POST', `/api/admin/system/banner/${banner.id}/disable`, { disabled: 1 });
    expect((await activeBanners(server.database.db, orgId, 2)).map((row) => row.id)).not.toContain(banner.id);
    expect((await admin('DELETE', `/api/admin/system/banner/${banner.id}`, {})).status).toBe(200);
    expect((await admin('PUT', `/api/admin/system/banner/${banner.id}`, base)).body.errcode).toBe(40413);
    // The seeded demo banners are there for both platforms.
    for (const platform of [1, 2])
      expect((await activeBanners(server.database.db, orgId, platform)).map((row) => row.title)).toContain('AI 语音陪练：SUV 展厅接待实战');
  });

  it("never reaches another organisation's banners", async () => {
    const banner = await create(base);
    const elsewhere = await createOrganisation(server.database.db);
    const foreign = adminCaller(server.fetch, await server.login((await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 })).account));
    expect((await foreign('PUT', `/api/admin/system/banner/${banner.id}`, base)).status).toBe(404);
    expect((await foreign('POST', `/api/admin/system/banner/${banner.id}/disable`, { disabled: 1 })).status).toBe(404);
    expect((await foreign('DELETE', `/api/admin/system/banner/${banner.id}`, {})).status).toBe(404);
    expect(bannerListResponseSchema.parse((await foreign('GET', '/api/admin/system/banner')).body).rows).toEqual([]);
    // Their own banner cannot use this organisation's uploads either.
    const mine = await uploadFile(
      server.fetch,
      encodePng(400, 60, () => [1, 2, 3]),
      { filetype: 'banner', headers: { token } },
    );
    const image = ((await mine.json()) as { path: string }).path;
    expect((await foreign('POST', '/api/admin/system/banner', { ...base, image })).body.errcode).toBe(40002);
  });
});
