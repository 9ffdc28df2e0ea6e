import { catalogAccessResponseSchema, mediaListResponseSchema, OPEN_TYPES, packageListResponseSchema, RECORD_ACCESS_TYPES } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueAs, contentAdmin, RECORD_FUNCTIONS, recordOpenAs, setRecordList } from '../../../test/catalogueAccessClient.js';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { FIXTURES } from '../../../test/libraryFixtures.js';
import { uploadMedia } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createPackage, fileChildBody, packageBody, type Caller } from '../../../test/tasksClient.js';
import { insertPosition } from '../../data/positions.js';

/**
 * Files, videos, task packages and FAQ catalogues under lists of their own (docs/training.md
 * "Record access lists"), as papers and scenarios are in recordAccess.test.ts.
 */

let server: TestServer;
let owner: Caller;
let alice: Awaited<ReturnType<typeof contentAdmin>>;
let bob: Awaited<ReturnType<typeof contentAdmin>>;
let carol: Awaited<ReturnType<typeof contentAdmin>>;
let positionId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  const org = await demoOrganisation(server.database.db);
  positionId = (await insertPosition(server.database.db, { orgId: org.id, parentId: null, name: '资料岗位' })).id;
  alice = await contentAdmin(server, { name: '资料作者', funcs: RECORD_FUNCTIONS });
  bob = await contentAdmin(server, { name: '其他管理员', funcs: RECORD_FUNCTIONS });
  carol = await contentAdmin(server, { name: '岗位管理员', funcs: RECORD_FUNCTIONS, positionId });
});
afterAll(() => server?.close());

const q = (text: string) => encodeURIComponent(text);
const media = async (caller: Caller, query: string) => mediaListResponseSchema.parse((await caller('GET', `/api/admin/v3/media?${query}`)).body);
const packages = async (caller: Caller, query: string) => packageListResponseSchema.parse((await caller('GET', `/api/admin/task/package?${query}`)).body);

describe('files under their own access lists', () => {
  it('hides a private file from an editor outside it in the list and the picker, by id, in writes and as a package child', async () => {
    const secret = await uploadMedia(server.fetch, alice.token, { kind: 'file', filename: '记录私有手册.pdf', bytes: FIXTURES.pdf });
    expect((await setRecordList(alice, RECORD_ACCESS_TYPES.video, secret.id, OPEN_TYPES.private)).status).toBe(404);
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.file, secret.id, OPEN_TYPES.private);

    expect(await media(bob, `kind=file&text=${q('记录私有手册')}`)).toMatchObject({ rows: [], total: 0 });
    expect(await media(alice, `kind=file&text=${q('记录私有手册')}`)).toMatchObject({ total: 1 });
    expect((await media(bob, 'kind=file&disabled=0&rows=100')).total).toBe((await media(owner, 'kind=file&disabled=0&rows=100')).total - 1);

    const notFound = { status: 404, body: { errcode: 40412 } };
    expect(await bob('GET', `/api/admin/v3/media/${secret.id}`)).toMatchObject(notFound);
    expect(await bob('PUT', `/api/admin/v3/media/${secret.id}`, { name: '改名' })).toMatchObject(notFound);
    expect(await bob('POST', `/api/admin/v3/media/${secret.id}/disable`, { disabled: 1 })).toMatchObject(notFound);

    const now = Date.now();
    const pkg = await createPackage(bob, packageBody(now, { title: '鲍勃的学习' }));
    expect(await bob('POST', `/api/admin/task/package/${pkg.id}/child`, fileChildBody(now, secret.id))).toMatchObject({
      status: 404,
      body: { errcode: 40410 },
    });
  });

  it('lets the holders of an appointed position edit a file', async () => {
    const file = await uploadMedia(server.fetch, alice.token, { kind: 'file', filename: '记录岗位手册.pdf', bytes: FIXTURES.pdf });
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.file, file.id, OPEN_TYPES.appointed, { positions: [positionId] });
    expect((await carol('PUT', `/api/admin/v3/media/${file.id}`, { name: '记录岗位手册（新）' })).status).toBe(200);
    expect((await bob('GET', `/api/admin/v3/media/${file.id}`)).status).toBe(404);
  });
});

describe('task packages under their own access lists', () => {
  it('hides a private package from a manager outside it in the list, by id and in writes', async () => {
    const now = Date.now();
    const secret = await createPackage(alice, packageBody(now, { title: '记录私有任务' }));
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.package, secret.id, OPEN_TYPES.private);
    expect(await packages(bob, `tasktype=1&title=${q('记录私有任务')}`)).toMatchObject({ rows: [], total: 0 });
    expect(await packages(alice, `tasktype=1&title=${q('记录私有任务')}`)).toMatchObject({ total: 1 });

    const notFound = { status: 404, body: { errcode: 40451 } };
    expect(await bob('GET', `/api/admin/task/package/${secret.id}`)).toMatchObject(notFound);
    expect(await bob('PUT', `/api/admin/task/package/${secret.id}`, packageBody(now))).toMatchObject(notFound);
    expect(await bob('DELETE', `/api/admin/task/package/${secret.id}`)).toMatchObject(notFound);
    expect(await bob('POST', `/api/admin/task/package/${secret.id}/child`, fileChildBody(now, '00000000-0000-0000-0000-000000000000'))).toMatchObject(notFound);
  });

  it('lets an appointed position manage a package and keeps a public one read-only for others', async () => {
    const now = Date.now();
    const appointed = await createPackage(alice, packageBody(now, { title: '记录岗位任务' }));
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.package, appointed.id, OPEN_TYPES.appointed, { positions: [positionId] });
    expect((await carol('PUT', `/api/admin/task/package/${appointed.id}`, packageBody(now, { title: '记录岗位任务（改）' }))).status).toBe(200);
    const open = await createPackage(alice, packageBody(now, { title: '记录公开任务' }));
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.package, open.id, OPEN_TYPES.public);
    expect((await bob('GET', `/api/admin/task/package/${open.id}`)).status).toBe(200);
    expect(await bob('DELETE', `/api/admin/task/package/${open.id}`)).toMatchObject({ status: 403, body: { errcode: 40331 } });
    expect(await setRecordList(carol, RECORD_ACCESS_TYPES.package, appointed.id, OPEN_TYPES.private)).toMatchObject({ status: 409, body: { errcode: 40914 } });
  });
});

describe('FAQ catalogues', () => {
  it('keep their record list as their catalogue list', async () => {
    const faq = await catalogueAs(alice, 13, '记录问答目录');
    await recordOpenAs(alice, RECORD_ACCESS_TYPES.faq, faq.id, OPEN_TYPES.private);
    const answer = await alice('GET', `/api/admin/material/acl/catalog/${faq.id}`);
    expect(catalogAccessResponseSchema.parse(answer.body).access).toMatchObject({ inherit: 0, opentype: OPEN_TYPES.private, fromid: faq.id });
    expect((await bob('GET', `/api/admin/material/acl/bizdata/${faq.id}?type=13`)).status).toBe(404);
    expect((await owner('GET', `/api/admin/material/acl/bizdata/${faq.id}?type=13`)).status).toBe(200);
  });
});
