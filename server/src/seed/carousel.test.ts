import { BANNER_CLICK, BANNER_CLICKTYPES, BANNER_PLATFORMS, CHILD_TASK_TYPES, centerResponseSchema, taskDetailResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { insertBanner } from '../data/banners.js';
import { findOrganisationByName } from '../data/organisations.js';
import { deletingForGood } from '../data/recycleBin.js';
import { banners, taskPackages } from '../db/schema/index.js';
import { seedCarousel } from './carousel.js';
import { DEMO_ORGANISATION, seedDemoData } from './demo.js';
import { readImageInfo } from '../lib/imageInfo.js';
import { BUILTIN_ROOT } from '../storage/files.js';
import path from 'node:path';

let server: TestServer;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer();
  orgId = (await findOrganisationByName(server.database.db, DEMO_ORGANISATION))!.id;
});
afterAll(() => server?.close());

const demoBanners = () => server.database.db.select().from(banners).where(eq(banners.orgId, orgId));

describe('demo carousel and voice practice', () => {
  it("shows a learner titled 20:3 banners that open the centre's packages, voice practice among them", async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    const centre = centerResponseSchema.parse((await learner('GET', '/api/trainning/v3/center')).body);
    const inProgress = new Map(centre.groups.inprogress.map((pkg) => [pkg.title, pkg.id]));
    expect(centre.banners.map((banner) => [banner.title, banner.click, banner.clicktype, banner.clickid])).toEqual([
      ['新员工产品培训：读手册、看视频，快速了解产品', BANNER_CLICK.trigger, BANNER_CLICKTYPES.task, inProgress.get('新员工产品培训')],
      ['AI 语音陪练：SUV 展厅接待实战', BANNER_CLICK.trigger, BANNER_CLICKTYPES.task, inProgress.get('汽车销售语音陪练')],
      ['产品知识考核进行中，60 分及格', BANNER_CLICK.trigger, BANNER_CLICKTYPES.task, inProgress.get('产品知识考核')],
    ]);
    for (const banner of centre.banners) {
      const file = path.join(BUILTIN_ROOT, ...banner.image.replace('/files/builtin/', '').split('/'));
      const info = await readImageInfo(file);
      expect(info && info.width * 3).toBe((info?.height ?? 0) * 20);
    }

    const practice = taskDetailResponseSchema.parse((await learner('GET', `/api/trainning/v3/task/${inProgress.get('汽车销售语音陪练')}`)).body);
    expect(practice.children.map((child) => [child.type, child.title])).toEqual([[CHILD_TASK_TYPES.scenario, 'SUV展厅接待']]);
    const pc = centerResponseSchema.parse((await learner('GET', '/api/trainning/v3/center?platform=pc')).body);
    expect(pc.banners).toHaveLength(3);
  });

  it('is seeded once, replaces the placeholder banner of earlier seeds and keeps banners of the organisation', async () => {
    const { db } = server.database;
    const before = (await demoBanners()).length;
    const packages = (await db.select().from(taskPackages).where(eq(taskPackages.orgId, orgId))).length;
    await seedDemoData(db);
    expect((await demoBanners()).length).toBe(before);
    expect((await db.select().from(taskPackages).where(eq(taskPackages.orgId, orgId))).length).toBe(packages);

    await deletingForGood(db, (tx) => tx.delete(banners).where(eq(banners.orgId, orgId)));
    const placeholder = {
      orgId,
      title: '欢迎使用陪练',
      image: '/files/builtin/images/banners/business/business-banner-1.png',
      click: BANNER_CLICK.none,
      sort: 0,
    };
    await insertBanner(db, { ...placeholder, platform: BANNER_PLATFORMS.mobile });
    await seedCarousel(db, orgId);
    expect((await demoBanners()).map((banner) => banner.title)).not.toContain('欢迎使用陪练');
    expect(await demoBanners()).toHaveLength(6);

    await deletingForGood(db, (tx) => tx.delete(banners).where(eq(banners.orgId, orgId)));
    await insertBanner(db, { ...placeholder, title: '我们自己的活动', platform: BANNER_PLATFORMS.mobile });
    await seedCarousel(db, orgId);
    expect((await demoBanners()).map((banner) => banner.title)).toEqual(['我们自己的活动']);
  });
});
