import {
  catalogAccessResponseSchema,
  createTranslator,
  OPEN_TYPES,
  paperListResponseSchema,
  RECORD_ACCESS_TYPES,
  scenarioListResponseSchema,
  scenarioResponseSchema,
} from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAdmin, listedCatalogue, RECORD_FUNCTIONS, recordOpenAs, setRecordList } from '../../../test/catalogueAccessClient.js';
import { createQuestion, examChildBody } from '../../../test/examClient.js';
import { createOrganisation, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { exampleScenario } from '../../../test/practiceClient.js';
import { createPackage, packageBody, type Caller } from '../../../test/tasksClient.js';
import { insertPaper } from '../../data/papers.js';
import { insertPosition } from '../../data/positions.js';

/**
 * Access lists of single records (docs/training.md "Record access lists"): Alice makes papers and
 * scenarios and gives some of them lists of their own; Bob, another administrator with the same
 * functions, never meets a private one — not in the list, the picker or its total, not by id, not
 * as a package's child — and Carol meets what is appointed to her position.
 */

const en = createTranslator('en');
let server: TestServer;
let owner: Caller;
let alice: Awaited<ReturnType<typeof contentAdmin>>;
let bob: Awaited<ReturnType<typeof contentAdmin>>;
let carol: Awaited<ReturnType<typeof contentAdmin>>;
let positionId: string;
let questionId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  const org = await demoOrganisation(server.database.db);
  positionId = (await insertPosition(server.database.db, { orgId: org.id, parentId: null, name: '记录岗位' })).id;
  alice = await contentAdmin(server, { name: '记录作者', funcs: RECORD_FUNCTIONS });
  bob = await contentAdmin(server, { name: '其他管理员', funcs: RECORD_FUNCTIONS });
  carol = await contentAdmin(server, { name: '岗位管理员', funcs: RECORD_FUNCTIONS, positionId });
  questionId = await createQuestion(alice, { text: '记录权限题' });
});
afterAll(() => server?.close());

const REFUSED = { status: 403, body: { errcode: 40331 } };
const q = (text: string) => encodeURIComponent(text);

async function paperAs(caller: Caller, title: string, published = true): Promise<string> {
  const created = await caller('POST', '/api/admin/study/paper', { title, minute: 30, limitMinute: 0, score: 60, questions: [{ id: questionId, score: 100 }] });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = (created.body.paper as { id: string }).id;
  if (published) expect((await caller('POST', `/api/admin/study/paper/${id}/status`, { status: 1 })).status).toBe(200);
  return id;
}

const papers = async (caller: Caller, query: string) => paperListResponseSchema.parse((await caller('GET', `/api/admin/study/paper?${query}`)).body);

async function accessOf(caller: Caller, type: number, id: string) {
  const answer = await caller('GET', `/api/admin/material/acl/bizdata/${id}?type=${type}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return catalogAccessResponseSchema.parse(answer.body).access;
}

describe('papers under their own access lists', () => {
  it('hides a private paper from an editor outside it in the list, the picker and their totals, by id, in writes and as a package child', async () => {
    const secret = await paperAs(alice, '记录私有试卷');
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.paper, secret, OPEN_TYPES.private);

    expect(await papers(owner, `title=${q('记录私有试卷')}`)).toMatchObject({ total: 1 });
    expect(await papers(alice, `title=${q('记录私有试卷')}`)).toMatchObject({ total: 1 });
    expect(await papers(bob, `title=${q('记录私有试卷')}`)).toMatchObject({ rows: [], total: 0 });
    // The package editor's picker: what an exam can run now.
    expect((await papers(bob, 'status=1&rows=100')).total).toBe((await papers(owner, 'status=1&rows=100')).total - 1);

    const notFound = { status: 404, body: { errcode: 40461, errmsg: en('errors.exam.paperNotFound') } };
    expect(await bob('GET', `/api/admin/study/paper/${secret}`, undefined, 'en')).toMatchObject(notFound);
    expect(await bob('POST', `/api/admin/study/paper/${secret}/status`, { status: 0 }, 'en')).toMatchObject(notFound);
    expect(await bob('DELETE', `/api/admin/study/paper/${secret}`, undefined, 'en')).toMatchObject(notFound);
    expect((await bob('GET', `/api/admin/material/acl/bizdata/${secret}?type=12`)).status).toBe(404);

    const now = Date.now();
    const pkg = await createPackage(bob, packageBody(now, { tasktype: 2, title: '鲍勃的考试' }));
    const child = await bob('POST', `/api/admin/task/package/${pkg.id}/child`, examChildBody(now, secret));
    expect(child).toMatchObject({ status: 404, body: { errcode: 40410 } });
    expect(
      (await alice('POST', `/api/admin/task/package/${(await createPackage(alice, packageBody(now, { tasktype: 2 }))).id}/child`, examChildBody(now, secret)))
        .status,
    ).toBe(200);
  });

  it('lets the holders of an appointed position in, and an editor outside only read a public paper', async () => {
    const appointed = await paperAs(alice, '记录岗位试卷', false);
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.paper, appointed, OPEN_TYPES.appointed, { positions: [positionId] });
    expect(await papers(carol, `title=${q('记录岗位试卷')}`)).toMatchObject({ total: 1 });
    expect(await papers(bob, `title=${q('记录岗位试卷')}`)).toMatchObject({ total: 0 });
    expect((await carol('POST', `/api/admin/study/paper/${appointed}/status`, { status: 1 })).status).toBe(200);
    expect(await accessOf(carol, 12, appointed)).toMatchObject({
      inherit: 0,
      opentype: OPEN_TYPES.appointed,
      positions: [{ id: positionId, name: '记录岗位' }],
      fromid: appointed,
      fromname: '记录岗位试卷',
      editable: 1,
    });

    const open = await paperAs(alice, '记录公开试卷', false);
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.paper, open, OPEN_TYPES.public);
    expect((await bob('GET', `/api/admin/study/paper/${open}`)).status).toBe(200);
    expect(await bob('POST', `/api/admin/study/paper/${open}/status`, { status: 1 })).toMatchObject(REFUSED);
    expect(await bob('DELETE', `/api/admin/study/paper/${open}`)).toMatchObject(REFUSED);
    expect(await accessOf(bob, 12, open)).toMatchObject({ opentype: OPEN_TYPES.public, editable: 0 });
    expect(await setRecordList(bob, 12, open, OPEN_TYPES.full)).toMatchObject(REFUSED);
  });

  it("takes precedence over its catalogue's list, and falls back to it once removed", async () => {
    const hidden = await listedCatalogue(alice, 12, '记录私有目录');
    const paper = await paperAs(alice, '记录目录内试卷', false);
    expect(
      (
        await alice('PUT', `/api/admin/study/paper/${paper}`, {
          title: '记录目录内试卷',
          minute: 30,
          limitMinute: 0,
          score: 60,
          category: hidden.id,
          questions: [{ id: questionId, score: 100 }],
        })
      ).status,
    ).toBe(200);
    expect(await accessOf(alice, 12, paper)).toMatchObject({ inherit: 1, opentype: OPEN_TYPES.private, fromid: hidden.id, fromname: '记录私有目录' });
    expect(await papers(bob, `title=${q('记录目录内试卷')}`)).toMatchObject({ total: 0 });

    await recordOpenAs(alice, RECORD_ACCESS_TYPES.paper, paper, OPEN_TYPES.full);
    expect(await papers(bob, `title=${q('记录目录内试卷')}`)).toMatchObject({ total: 1 });
    expect((await bob('GET', `/api/admin/study/paper/${paper}`)).status).toBe(200);

    expect((await setRecordList(alice, 12, paper, OPEN_TYPES.full, { inherit: 1 })).status).toBe(200);
    expect(await papers(bob, `title=${q('记录目录内试卷')}`)).toMatchObject({ total: 0 });
    expect((await bob('GET', `/api/admin/study/paper/${paper}`)).status).toBe(404);
  });

  it('refuses a list that would lock its setter out, changing nothing', async () => {
    const paper = await paperAs(alice, '记录锁定试卷', false);
    const selfLock = { status: 409, body: { errcode: 40914 } };
    expect(await setRecordList(bob, 12, paper, OPEN_TYPES.private)).toMatchObject(selfLock);
    expect(await setRecordList(bob, 12, paper, OPEN_TYPES.appointed, { users: [alice.id] })).toMatchObject(selfLock);
    expect(await setRecordList(bob, 12, paper, OPEN_TYPES.public)).toMatchObject(selfLock);
    expect(await accessOf(bob, 12, paper)).toMatchObject({ inherit: 1, opentype: OPEN_TYPES.full, editable: 1 });
    expect((await setRecordList(bob, 12, paper, OPEN_TYPES.appointed, { users: [bob.id] })).status).toBe(200);
    expect((await alice('GET', `/api/admin/study/paper/${paper}`)).status).toBe(200);
    expect((await setRecordList(alice, 12, paper, OPEN_TYPES.private)).status).toBe(200);
    expect((await bob('GET', `/api/admin/study/paper/${paper}`)).status).toBe(404);
  });

  it("answers another organisation's record, an unknown id and a wrong type as not found", async () => {
    const other = await createOrganisation(server.database.db);
    const foreign = await insertPaper(server.database.db, { orgId: other.id, title: '别家试卷', minute: 30, limitMinute: 0, passScore: 60 });
    expect((await owner('GET', `/api/admin/material/acl/bizdata/${foreign.id}?type=12`)).status).toBe(404);
    expect((await setRecordList(owner, 12, foreign.id, OPEN_TYPES.private)).status).toBe(404);
    expect((await owner('GET', '/api/admin/material/acl/bizdata/not-an-id?type=12')).status).toBe(404);
    const paper = await paperAs(alice, '记录类型试卷', false);
    expect((await owner('GET', `/api/admin/material/acl/bizdata/${paper}?type=21`)).status).toBe(404);
    expect((await owner('GET', `/api/admin/material/acl/bizdata/${paper}?type=5`)).status).toBe(404);
    expect((await owner('GET', `/api/admin/material/acl/bizdata/${paper}?type=99`)).status).toBe(400);
  });
});

describe('scenarios under their own access lists', () => {
  const scenes = async (caller: Caller, query: string) => scenarioListResponseSchema.parse((await caller('GET', `/api/admin/material/scene?${query}`)).body);

  /** A copy of the demo organisation's showroom scenario (its speeches are the organisation's) under another name. */
  async function scenarioAs(caller: Caller, name: string): Promise<string> {
    const demo = (await scenes(owner, `name=${q('SUV展厅接待')}`)).rows[0]!;
    const document = scenarioResponseSchema.parse((await owner('GET', `/api/admin/material/scene/${demo.id}`)).body).scene.scenario as Record<string, unknown>;
    const created = await caller('POST', '/api/admin/material/scene', { scenario: { ...document, name } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return scenarioResponseSchema.parse(created.body).scene.id;
  }

  it('hides a private scenario from an editor outside it in the list and its total, by id, in writes and as a package child', async () => {
    const secret = await scenarioAs(alice, '记录私有场景');
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.scenario, secret, OPEN_TYPES.private);
    expect(await scenes(bob, `name=${q('记录私有场景')}`)).toMatchObject({ rows: [], total: 0 });
    expect(await scenes(alice, `name=${q('记录私有场景')}`)).toMatchObject({ total: 1 });
    expect((await scenes(bob, 'status=enabled&rows=100')).total).toBe((await scenes(owner, 'status=enabled&rows=100')).total - 1);

    const notFound = { status: 404, body: { errcode: 40478 } };
    expect(await bob('GET', `/api/admin/material/scene/${secret}`)).toMatchObject(notFound);
    expect(await bob('PUT', `/api/admin/material/scene/${secret}`, { scenario: exampleScenario() })).toMatchObject({ status: 404 });
    expect(await bob('POST', `/api/admin/material/scene/${secret}/disable`, { disabled: 1 })).toMatchObject(notFound);

    const now = Date.now();
    const pkg = await createPackage(bob, packageBody(now, { title: '鲍勃的演练' }));
    const child = { type: 1, title: '演练', weight: 100, starttime: now - 3_600_000, endtime: now + 86_400_000, refs: [{ refid: secret }], settings: {} };
    expect(await bob('POST', `/api/admin/task/package/${pkg.id}/child`, child)).toMatchObject({ status: 404, body: { errcode: 40410 } });
  });

  it('lets the holders of an appointed position see and change a scenario, and keeps a public one read-only for others', async () => {
    const appointed = await scenarioAs(alice, '记录岗位场景');
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.scenario, appointed, OPEN_TYPES.appointed, { positions: [positionId] });
    expect(await scenes(carol, `name=${q('记录岗位场景')}`)).toMatchObject({ total: 1 });
    expect(await scenes(bob, `name=${q('记录岗位场景')}`)).toMatchObject({ total: 0 });
    expect((await carol('POST', `/api/admin/material/scene/${appointed}/disable`, { disabled: 1 })).status).toBe(200);
    expect(await accessOf(carol, RECORD_ACCESS_TYPES.scenario, appointed)).toMatchObject({
      inherit: 0,
      opentype: OPEN_TYPES.appointed,
      fromname: '记录岗位场景',
      editable: 1,
    });

    const open = await scenarioAs(alice, '记录公开场景');
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.scenario, open, OPEN_TYPES.public);
    expect((await bob('GET', `/api/admin/material/scene/${open}`)).status).toBe(200);
    expect(await bob('POST', `/api/admin/material/scene/${open}/disable`, { disabled: 1 })).toMatchObject(REFUSED);
    expect(await setRecordList(carol, RECORD_ACCESS_TYPES.scenario, await scenarioAs(alice, '记录锁定场景'), OPEN_TYPES.private)).toMatchObject({
      status: 409,
      body: { errcode: 40914 },
    });
  });
});
