import {
  centerResponseSchema,
  childTaskResponseSchema,
  packageDetailResponseSchema,
  packageListResponseSchema,
  positionListResponseSchema,
  recycleBinResponseSchema,
} from '@peilian/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPackageInOrg } from '../../data/packages.js';
import { insertMedia } from '../../data/media.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { examQuestions, publishedPaper } from '../../../test/examClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { addChild, createPackage, DAY, demoDepartments, demoMedia, fileChildBody, packageBody, type Caller } from '../../../test/tasksClient.js';

let server: TestServer;
let owner: Caller;
let ownerToken: string;
let orgId: string;
let departments: Record<string, string>;
let media: { pdf: string; video: string };
let now: number;

beforeAll(async () => {
  server = await startTestServer();
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  const { db } = server.database;
  orgId = (await demoOrganisation(db)).id;
  departments = await demoDepartments(db, orgId);
  media = await demoMedia(db, orgId);
  now = Date.now();
});
afterAll(() => server?.close());

const detailOf = async (id: string) => packageDetailResponseSchema.parse((await owner('GET', `/api/admin/task/package/${id}`)).body).package;

describe('task packages', () => {
  it('creates a package with its range, shows it in its own list only, edits and deletes it', async () => {
    const created = await createPackage(
      owner,
      packageBody(now, { title: ' 销售入门 ', tasktype: 2, range: { departments: [departments['销售部']], positions: [], users: [] } }),
    );
    expect(created).toMatchObject({ title: '销售入门', tasktype: 2, publishstate: 0, runstate: 1, childcount: 0, weighttotal: 0, locked: 0, creator: '王芳' });
    expect(created.range.departments).toEqual([{ id: departments['销售部'], name: '销售部' }]);

    const exams = packageListResponseSchema.parse((await owner('GET', '/api/admin/task/package?tasktype=2&title=销售')).body);
    expect(exams.rows.map((row) => row.id)).toContain(created.id);
    const trains = packageListResponseSchema.parse((await owner('GET', '/api/admin/task/package?tasktype=1&rows=100')).body);
    expect(trains.rows.map((row) => row.id)).not.toContain(created.id);

    const edited = await owner('PUT', `/api/admin/task/package/${created.id}`, packageBody(now, { title: '销售进阶', passscore: 80, range: { users: [] } }));
    expect(edited.status).toBe(200);
    expect(packageDetailResponseSchema.parse(edited.body).package).toMatchObject({ title: '销售进阶', passscore: 80, tasktype: 2, range: { departments: [] } });

    expect((await owner('DELETE', `/api/admin/task/package/${created.id}`)).status).toBe(200);
    expect(await owner('GET', `/api/admin/task/package/${created.id}`)).toMatchObject({ status: 404, body: { errcode: 40451, errmsg: '任务包不存在' } });
  });

  it.each([
    [{ title: '' }, '请输入任务名称'],
    [{ title: 'x'.repeat(65) }, '任务名称最多64个字符'],
    [{ passscore: 0 }, '及格分须大于0且不超过100'],
    [{ passscore: 101 }, '及格分须大于0且不超过100'],
    [{ sort: 100_000 }, '排序须为0到99999之间的整数'],
    [{ endtime: Date.now() - 2 * DAY }, '结束时间须晚于开始时间'],
    [{ starttime: 'soon' }, '时间格式不正确'],
  ])('refuses %o with the spec message, creating nothing', async (change, message) => {
    const before = packageListResponseSchema.parse((await owner('GET', '/api/admin/task/package?tasktype=1')).body).total;
    const answer = await owner('POST', '/api/admin/task/package', packageBody(now, change));
    expect(answer.status).toBe(400);
    expect(answer.body.errcode).toBe(40002);
    expect(answer.body.detail).toContain(message);
    expect(packageListResponseSchema.parse((await owner('GET', '/api/admin/task/package?tasktype=1')).body).total).toBe(before);
  });

  it('answers in the caller language', async () => {
    const answer = await owner('POST', '/api/admin/task/package', packageBody(now, { passscore: -5 }), 'en');
    expect(answer.body.detail).toContain('The pass score must be above 0 and at most 100');
  });

  it('refuses range ids of another organisation or of nothing, and a front package that is not there', async () => {
    const other = await createOrganisation(server.database.db);
    const stranger = await createUser(server.database.db, { orgId: other.id });
    for (const range of [{ users: [stranger.id] }, { departments: ['00000000-0000-4000-8000-000000000000'] }, { positions: ['not-an-id'] }]) {
      const answer = await owner('POST', '/api/admin/task/package', packageBody(now, { range }));
      expect(answer).toMatchObject({ status: 400, body: { errcode: 40051, errmsg: '发布范围中有不存在的部门、岗位或人员' } });
    }
    const answer = await owner('POST', '/api/admin/task/package', packageBody(now, { frontpackageid: '00000000-0000-4000-8000-000000000000' }));
    expect(answer).toMatchObject({ status: 400, body: { errcode: 40053 } });
  });

  it('refuses a front package chain that leads back to the package', async () => {
    const first = await createPackage(owner, packageBody(now, { title: '链一' }));
    const second = await createPackage(owner, packageBody(now, { title: '链二', frontpackageid: first.id }));
    const answer = await owner('PUT', `/api/admin/task/package/${first.id}`, packageBody(now, { title: '链一', frontpackageid: second.id }));
    expect(answer).toMatchObject({ status: 400, body: { detail: ['前置任务包不能是自己'] } });
  });
});

describe('child tasks', () => {
  it('adds file, video and exam children; the weight total shows while editing', async () => {
    const pkg = await createPackage(owner, packageBody(now));
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { weight: 33.33 }));
    const video = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, {
      ...fileChildBody(now, media.video, { type: 5, title: '入职视频', weight: 33.33 }),
      settings: { allowseek: 1 },
    });
    expect(childTaskResponseSchema.parse(video.body).child).toMatchObject({
      type: 5,
      settings: { allowseek: 1 },
      refs: [{ mediaid: media.video, seconds: 30, name: '新员工入职视频', kind: 'video', disabled: 0 }],
    });
    const paperId = await publishedPaper(owner, await examQuestions(owner));
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { type: 2, title: '结业考试', weight: 33.34, refs: [{ refid: paperId }] }));
    const detail = await detailOf(pkg.id);
    expect(detail).toMatchObject({ childcount: 3, weighttotal: 100 });
    expect(detail.children.map((child) => child.weight)).toEqual([33.33, 33.33, 33.34]);
  });

  it('refuses a child outside the package times, quoting them', async () => {
    const pkg = await createPackage(owner, packageBody(now));
    const answer = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, fileChildBody(now, media.pdf, { endtime: now + 11 * DAY }));
    expect(answer.status).toBe(400);
    expect(answer.body.detail?.[0]).toMatch(/^子任务的时间须在任务包的时间范围内（\d{4}-\d\d-\d\d \d\d:\d\d 至 \d{4}-\d\d-\d\d \d\d:\d\d）$/);
  });

  it('refuses media of another organisation, disabled media and media of the wrong kind', async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const foreign = await insertMedia(db, { orgId: other.id, kind: 'file', name: '外部', format: 'pdf', size: 1, storageKey: 'builtin/media/demo.pdf' });
    const disabled = await insertMedia(db, { orgId, kind: 'file', name: '停用', format: 'pdf', size: 1, storageKey: 'builtin/media/demo.pdf', disabled: 1 });
    const pkg = await createPackage(owner, packageBody(now));
    for (const mediaid of [foreign.id, disabled.id, 'x']) {
      const answer = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, fileChildBody(now, mediaid));
      expect(answer).toMatchObject({ status: 400, body: { errcode: 40052, errmsg: '所选文件或视频不存在或已被禁用' } });
    }
    const wrongKind = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, fileChildBody(now, media.video));
    expect(wrongKind).toMatchObject({ status: 400, body: { detail: ['文件阅读只能选择文件，视频观看只能选择视频'] } });
    expect((await detailOf(pkg.id)).childcount).toBe(0);
  });

  it('refuses a front task of another package and one that is the task itself', async () => {
    const pkg = await createPackage(owner, packageBody(now));
    const elsewhere = await createPackage(owner, packageBody(now));
    const foreignChild = await addChild(owner, elsewhere.id, fileChildBody(now, media.pdf));
    const first = await addChild(owner, pkg.id, fileChildBody(now, media.pdf));
    expect((await owner('POST', `/api/admin/task/package/${pkg.id}/child`, fileChildBody(now, media.pdf, { fronttaskid: foreignChild }))).body.errcode).toBe(
      40053,
    );
    const self = await owner('PUT', `/api/admin/task/child/${first}`, fileChildBody(now, media.pdf, { fronttaskid: first }));
    expect(self.body.detail).toEqual(['前置任务不能是自己']);
  });
});

describe('publishing', () => {
  it('refuses to publish without children, with weights other than 100, or at a past time', async () => {
    const pkg = await createPackage(owner, packageBody(now));
    expect((await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' })).body.detail).toEqual(['任务包还没有子任务，不能发布']);
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { weight: 50 }));
    expect((await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' })).body.detail).toEqual(['子任务权重之和须为100%（当前为50%）']);
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { weight: 50 }));
    const past = await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'scheduled', publishtime: Date.now() - 60_000 });
    expect(past.body.detail).toEqual(['定时发布时间不能早于当前时间']);
    expect((await detailOf(pkg.id)).publishstate).toBe(0);
  });

  it('publishes now and then locks the child tasks and refuses locked fields', async () => {
    const pkg = await createPackage(owner, packageBody(now));
    const child = await addChild(owner, pkg.id, fileChildBody(now, media.pdf));
    const published = await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' });
    expect(packageDetailResponseSchema.parse(published.body).package).toMatchObject({ publishstate: 3, locked: 1 });
    const locked = { status: 409, body: { errcode: 40950, errmsg: '任务已发布，子任务不能新增、修改或删除' } };
    expect(await owner('POST', `/api/admin/task/package/${pkg.id}/child`, fileChildBody(now, media.pdf))).toMatchObject(locked);
    expect(await owner('PUT', `/api/admin/task/child/${child}`, fileChildBody(now, media.pdf, { title: '改名' }))).toMatchObject(locked);
    expect(await owner('DELETE', `/api/admin/task/child/${child}`)).toMatchObject(locked);
    expect(await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' })).toMatchObject({ status: 409, body: { errcode: 40955 } });
    expect(await owner('POST', `/api/admin/task/package/${pkg.id}/unpublish`)).toMatchObject({ status: 409, body: { errcode: 40954 } });
    expect(await owner('PUT', `/api/admin/task/package/${pkg.id}`, packageBody(now, { passscore: 90 }))).toMatchObject({
      status: 409,
      body: { errcode: 40952 },
    });
    const renamed = await owner('PUT', `/api/admin/task/package/${pkg.id}`, packageBody(now, { title: '发布后改名', endtime: now + 20 * DAY }));
    expect(packageDetailResponseSchema.parse(renamed.body).package).toMatchObject({ title: '发布后改名', publishstate: 3 });
    const shrunk = await owner('PUT', `/api/admin/task/package/${pkg.id}`, packageBody(now, { endtime: now + DAY }));
    expect(shrunk.status).toBe(400);
  });

  it('schedules, unpublishes while scheduled, and schedules again', async () => {
    const pkg = await createPackage(owner, packageBody(now));
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf));
    const at = Date.now() + DAY;
    const scheduled = packageDetailResponseSchema.parse(
      (await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'scheduled', publishtime: at })).body,
    ).package;
    expect(scheduled).toMatchObject({ publishstate: 1, publishtime: new Date(at).toISOString(), locked: 1 });
    const back = packageDetailResponseSchema.parse((await owner('POST', `/api/admin/task/package/${pkg.id}/unpublish`)).body).package;
    expect(back).toMatchObject({ publishstate: 0, publishtime: '', locked: 0 });
    expect((await owner('DELETE', `/api/admin/task/package/${pkg.id}`)).status).toBe(200);
    expect(await findPackageInOrg(server.database.db, orgId, pkg.id)).toBeUndefined();
  });
});

describe('deleting and exporting packages', () => {
  const inCentre = async (caller: Caller, id: string) =>
    Object.values(centerResponseSchema.parse((await caller('GET', '/api/trainning/v3/center')).body).groups)
      .flat()
      .some((pkg) => pkg.id === id);

  it('moves a published package to the recycle bin, out of the task list and the centre; the super admin restores it as it was, or deletes it for good', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    const superadmin = adminCaller(server.fetch, await server.login('superadmin'));
    const pkg = await createPackage(
      owner,
      packageBody(now, { title: '回收站里的任务包', range: { departments: [departments['销售部']], positions: [], users: [] } }),
    );
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf));
    await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' });
    expect(await inCentre(learner, pkg.id)).toBe(true);
    const image = '/files/builtin/images/banners/promo/promo-training.png';
    const banner = await owner('POST', '/api/admin/system/banner', {
      title: '回收站横幅',
      image,
      platform: 2,
      click: 2,
      clicktype: 1,
      clickid: pkg.id,
      sort: 9,
    });
    expect(banner.status).toBe(200);
    const bannerClick = async () =>
      centerResponseSchema.parse((await learner('GET', '/api/trainning/v3/center')).body).banners.find((row) => row.title === '回收站横幅')?.click;
    expect(await bannerClick()).toBe(2);

    expect((await owner('DELETE', `/api/admin/task/package/${pkg.id}`)).status).toBe(200);
    // A banner opening it opens nothing while it is in the recycle bin.
    expect(await bannerClick()).toBe(1);
    const listed = packageListResponseSchema.parse((await owner('GET', '/api/admin/task/package?tasktype=1&rows=100')).body);
    expect(listed.rows.map((row) => row.id)).not.toContain(pkg.id);
    expect(await owner('GET', `/api/admin/task/package/${pkg.id}`)).toMatchObject({ status: 404 });
    expect(await inCentre(learner, pkg.id)).toBe(false);
    expect(await learner('GET', `/api/trainning/v3/task/${pkg.id}`)).toMatchObject({ status: 404, body: { errcode: 40450 } });

    // The recycle bin is the super admin's (isadmin 100) alone.
    expect((await owner('GET', '/api/admin/system/recyclebin')).status).toBe(403);
    const binEntry = async () => recycleBinResponseSchema.parse((await superadmin('GET', '/api/admin/system/recyclebin?kind=package')).body).rows[0]!;
    const entry = await binEntry();
    expect(entry).toMatchObject({ kind: 'package', title: '回收站里的任务包', count: 1, deleter: '王芳' });
    expect((await superadmin('POST', `/api/admin/system/recyclebin/${entry.id}/restore`, {})).status).toBe(200);
    expect((await detailOf(pkg.id)).publishstate).toBe(3);
    expect(await inCentre(learner, pkg.id)).toBe(true);

    expect((await owner('DELETE', `/api/admin/task/package/${pkg.id}`)).status).toBe(200);
    const again = await binEntry();
    expect(again).toMatchObject({ title: '回收站里的任务包' });
    expect((await superadmin('DELETE', `/api/admin/system/recyclebin/${again.id}`, {})).status).toBe(200);
    expect(await findPackageInOrg(server.database.db, orgId, pkg.id)).toBeUndefined();
    expect(await superadmin('POST', `/api/admin/system/recyclebin/${again.id}/restore`, {})).toMatchObject({ status: 404, body: { errcode: 40442 } });
    expect(recycleBinResponseSchema.parse((await superadmin('GET', '/api/admin/system/recyclebin')).body).rows.map((row) => row.id)).not.toContain(again.id);
  });

  it("exports a task list under its filters as an Excel workbook of its columns, in the caller's language", async () => {
    const response = await server.fetch(`/api/admin/task/package/export?tasktype=1&title=${encodeURIComponent('新员工')}`, { headers: { token: ownerToken } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('任务包');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '任务名称',
      '任务类型',
      '开始时间',
      '结束时间',
      '发布状态',
      '运行状态',
      '子任务数',
      '及格分',
      '创建人',
      '创建时间',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 8)).toEqual([
      '新员工产品培训',
      '培训任务',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      expect.any(String),
      '已发布',
      '进行中',
      '2',
    ]);
    // As wide as its longest cell by the spec's rule: 2.2 per CJK character.
    expect(sheet.getColumn(1).width).toBeCloseTo(7 * 2.2);
    const admin01 = adminCaller(server.fetch, await server.login('admin01'));
    expect((await admin01('GET', '/api/admin/task/package/export?tasktype=2')).status).toBe(403);
  });
});

describe('who may manage which list', () => {
  it('refuses the exam list to a training-only admin and the practice list without the aillm flag', async () => {
    const admin01 = adminCaller(server.fetch, await server.login('admin01'));
    expect((await admin01('GET', '/api/admin/task/package?tasktype=1')).status).toBe(200);
    expect(await admin01('GET', '/api/admin/task/package?tasktype=2')).toMatchObject({ status: 403, body: { errcode: 40300 } });
    const exam = await createPackage(owner, packageBody(now, { tasktype: 2 }));
    expect((await admin01('GET', `/api/admin/task/package/${exam.id}`)).status).toBe(403);

    const practiceHolder = await createUser(server.database.db, { funcs: 'trainmanagement-practice' });
    const practice = adminCaller(server.fetch, await server.login(practiceHolder.account));
    expect((await practice('GET', '/api/admin/task/package?tasktype=3')).status).toBe(403);
    const withFlag = await createUser(server.database.db, { funcs: 'trainmanagement-practice', aillm: 1 });
    expect((await adminCaller(server.fetch, await server.login(withFlag.account))('GET', '/api/admin/task/package?tasktype=3')).status).toBe(200);
  });

  it('treats ids of another organisation as unknown', async () => {
    const other = await createOrganisation(server.database.db);
    const foreignOwner = await createUser(server.database.db, { orgId: other.id, orgowner: 1 });
    const foreign = adminCaller(server.fetch, await server.login(foreignOwner.account));
    const pkg = await createPackage(owner, packageBody(now));
    expect((await foreign('GET', `/api/admin/task/package/${pkg.id}`)).status).toBe(404);
    expect((await foreign('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' })).status).toBe(404);
  });
});

describe('positions', () => {
  it('lists the seeded positions as a tree with their holders', async () => {
    const tree = positionListResponseSchema.parse((await owner('GET', '/api/admin/organization/positions')).body).rows;
    const sales = tree.find((node) => node.name === '销售经理')!;
    expect(sales).toMatchObject({ parentid: '', usercount: 1 });
    expect(sales.children).toEqual([expect.objectContaining({ name: '销售代表', usercount: 2 })]);
  });
});
