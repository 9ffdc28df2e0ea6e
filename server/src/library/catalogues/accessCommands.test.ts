import { randomUUID } from 'node:crypto';
import {
  catalogAccessResponseSchema,
  catalogOperateResponseSchema,
  catalogTreeResponseSchema,
  createTranslator,
  OPEN_TYPES,
  type CatalogNode,
} from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueAs, contentAdmin, listedCatalogue, openAs } from '../../../test/catalogueAccessClient.js';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertPosition } from '../../data/positions.js';

const en = createTranslator('en');
let server: TestServer;
let owner: Caller;
/** Makes catalogues and sets their lists. */
let alice: Awaited<ReturnType<typeof contentAdmin>>;
/** Another administrator with the same functions. */
let bob: Awaited<ReturnType<typeof contentAdmin>>;
/** An administrator holding the position `positionId`. */
let carol: Awaited<ReturnType<typeof contentAdmin>>;
let positionId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  const org = await demoOrganisation(server.database.db);
  positionId = (await insertPosition(server.database.db, { orgId: org.id, parentId: null, name: '目录岗位' })).id;
  alice = await contentAdmin(server, { name: '目录作者' });
  bob = await contentAdmin(server, { name: '其他管理员' });
  carol = await contentAdmin(server, { name: '岗位管理员', positionId });
});
afterAll(() => server?.close());

const find = (nodes: CatalogNode[], id: string): CatalogNode | undefined =>
  nodes.find((node) => node.id === id) ?? nodes.map((node) => find(node.children, id)).find(Boolean);

async function tree(caller: Caller, type: number): Promise<CatalogNode[]> {
  return catalogTreeResponseSchema.parse((await caller('GET', `/api/admin/material/catalog?type=${type}`)).body).rows;
}

async function operations(caller: Caller, type: number) {
  const answer = await caller('GET', `/api/admin/material/catalog/operate?type=${type}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new Map(catalogOperateResponseSchema.parse(answer.body).rows.map((row) => [row.id, row]));
}

async function accessOf(caller: Caller, id: string) {
  const answer = await caller('GET', `/api/admin/material/acl/catalog/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return catalogAccessResponseSchema.parse(answer.body).access;
}

describe('catalogue trees under access lists', () => {
  it('shows each administrator the catalogues its lists open to them, with what they may do there', async () => {
    const hidden = await listedCatalogue(alice, 5, '私有资料');
    const below = await catalogueAs(alice, 5, '私有子目录', hidden.id);
    const shown = await listedCatalogue(alice, 5, '公开资料', OPEN_TYPES.public);
    const byPosition = await catalogueAs(alice, 5, '岗位资料');
    await openAs(alice, byPosition.id, OPEN_TYPES.appointed, { positions: [positionId] });

    for (const id of [hidden.id, below.id, byPosition.id]) expect(find(await tree(bob, 5), id)).toBeUndefined();
    expect(find(await tree(bob, 5), shown.id)).toMatchObject({ name: '公开资料' });
    for (const id of [hidden.id, below.id, shown.id, byPosition.id]) {
      expect(find(await tree(owner, 5), id)).toBeDefined();
      expect(find(await tree(alice, 5), id)).toBeDefined();
    }
    expect(find(await tree(carol, 5), byPosition.id)).toBeDefined();
    expect(find(await tree(carol, 5), hidden.id)).toBeUndefined();

    const mine = await operations(alice, 5);
    expect(mine.get(below.id)).toEqual({ id: below.id, access: 1, add: 1, edit: 1, deleted: 1 });
    const theirs = await operations(bob, 5);
    expect(theirs.get(shown.id)).toEqual({ id: shown.id, access: 1, add: 0, edit: 0, deleted: 0 });
    expect(theirs.has(hidden.id) || theirs.has(below.id) || theirs.has(byPosition.id)).toBe(false);
    expect((await operations(carol, 5)).get(byPosition.id)).toEqual({ id: byPosition.id, access: 1, add: 1, edit: 1, deleted: 1 });
    expect((await operations(owner, 5)).get(hidden.id)).toMatchObject({ add: 1, edit: 1, deleted: 1 });
  });

  it('reads the list that governs a catalogue, inherited or its own, and sets it', async () => {
    const top = await listedCatalogue(alice, 6, '公开视频', OPEN_TYPES.public);
    const child = await catalogueAs(alice, 6, '子目录', top.id);
    expect(await accessOf(alice, child.id)).toEqual({
      inherit: 1,
      opentype: OPEN_TYPES.public,
      users: [],
      positions: [],
      fromid: top.id,
      fromname: '公开视频',
      editable: 1,
    });
    expect(await accessOf(bob, child.id)).toMatchObject({ inherit: 1, editable: 0 });

    const set = await alice('PUT', `/api/admin/material/acl/catalog/${child.id}`, { opentype: OPEN_TYPES.appointed, users: [bob.id], positions: [positionId] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(catalogAccessResponseSchema.parse(set.body).access).toEqual({
      inherit: 0,
      opentype: OPEN_TYPES.appointed,
      users: [{ id: bob.id, name: '其他管理员' }],
      positions: [{ id: positionId, name: '目录岗位' }],
      fromid: child.id,
      fromname: '子目录',
      editable: 1,
    });
    // Named, Bob may now change the child, but still only see its public parent.
    expect(await accessOf(bob, child.id)).toMatchObject({ inherit: 0, editable: 1 });
    expect((await operations(bob, 6)).get(top.id)).toMatchObject({ edit: 0 });

    expect((await alice('PUT', `/api/admin/material/acl/catalog/${top.id}`, { inherit: 1 })).status).toBe(200);
    expect(await accessOf(owner, top.id)).toMatchObject({ inherit: 1, opentype: OPEN_TYPES.full, fromid: '', fromname: '', editable: 1 });
  });

  it('refuses a malformed list with a clear message, and unknown names as not found', async () => {
    const catalogue = await catalogueAs(alice, 5, '校验目录');
    const url = `/api/admin/material/acl/catalog/${catalogue.id}`;
    expect(await alice('PUT', url, { opentype: 9 }, 'en')).toMatchObject({ status: 400, body: { detail: [en('library.access.openTypeInvalid')] } });
    expect(await alice('PUT', url, { opentype: OPEN_TYPES.appointed }, 'en')).toMatchObject({
      status: 400,
      body: { detail: [en('library.access.nobodyAppointed')] },
    });
    expect((await alice('PUT', url, { opentype: OPEN_TYPES.full, everyone: 1 })).status).toBe(400);
    const unknown = await alice('PUT', url, { opentype: OPEN_TYPES.appointed, users: [randomUUID()] }, 'en');
    expect(unknown).toMatchObject({ status: 404, body: { errmsg: en('errors.notFound') } });
    expect((await alice('PUT', url, { opentype: OPEN_TYPES.appointed, positions: ['not-an-id'] })).status).toBe(404);
    expect((await alice('GET', `/api/admin/material/acl/catalog/${randomUUID()}`, undefined, 'en')).body.errmsg).toBe(en('errors.library.catalogNotFound'));
    expect(await accessOf(owner, catalogue.id)).toMatchObject({ inherit: 1, opentype: OPEN_TYPES.full });
  });

  it('refuses a list that would leave the caller unable to manage the catalogue', async () => {
    const catalogue = await catalogueAs(alice, 5, '全员目录');
    const url = `/api/admin/material/acl/catalog/${catalogue.id}`;
    const locked = await bob('PUT', url, { opentype: OPEN_TYPES.appointed, users: [alice.id] }, 'en');
    expect(locked).toMatchObject({ status: 409, body: { errcode: 40914, errmsg: en('errors.library.accessSelfLock') } });
    expect((await bob('PUT', url, { opentype: OPEN_TYPES.private })).status).toBe(409);
    expect((await bob('PUT', url, { opentype: OPEN_TYPES.appointed, users: [bob.id] })).status).toBe(200);
    expect(await accessOf(owner, catalogue.id)).toMatchObject({ inherit: 0, opentype: OPEN_TYPES.appointed, users: [{ id: bob.id }] });
  });

  it("refuses another administrator's additions, edits and deletions, and changes nothing", async () => {
    const shown = await listedCatalogue(alice, 5, '只读目录', OPEN_TYPES.public);
    const child = await catalogueAs(alice, 5, '只读子目录', shown.id);
    const mine = await catalogueAs(bob, 5, '自己的目录');
    const refused = { status: 403, body: { errcode: 40331, errmsg: en('errors.library.catalogRefused') } };
    expect(await bob('POST', '/api/admin/material/catalog', { type: 5, name: '越权子目录', parentid: shown.id }, 'en')).toMatchObject(refused);
    expect(await bob('PUT', `/api/admin/material/catalog/${shown.id}`, { name: '改名' }, 'en')).toMatchObject(refused);
    expect(await bob('DELETE', `/api/admin/material/catalog/${child.id}`, undefined, 'en')).toMatchObject(refused);
    expect(await bob('PUT', `/api/admin/material/acl/catalog/${shown.id}`, { opentype: OPEN_TYPES.full }, 'en')).toMatchObject(refused);
    expect(await bob('PUT', `/api/admin/material/catalog/${mine.id}`, { parentid: shown.id }, 'en')).toMatchObject(refused);

    const hidden = await listedCatalogue(alice, 5, '隐藏目录');
    const notFound = { status: 404, body: { errcode: 40410 } };
    expect(await bob('GET', `/api/admin/material/acl/catalog/${hidden.id}`)).toMatchObject(notFound);
    expect(await bob('PUT', `/api/admin/material/catalog/${hidden.id}`, { name: '改名' })).toMatchObject(notFound);
    expect(await bob('DELETE', `/api/admin/material/catalog/${hidden.id}`)).toMatchObject(notFound);
    expect(await bob('POST', '/api/admin/material/catalog', { type: 5, name: '越权子目录', parentid: hidden.id })).toMatchObject(notFound);

    const after = await tree(owner, 5);
    expect(find(after, shown.id)).toMatchObject({ name: '只读目录', children: [expect.objectContaining({ id: child.id })] });
    expect(find(after, hidden.id)).toMatchObject({ name: '隐藏目录', children: [] });
    expect(find(after, mine.id)).toMatchObject({ parentid: '' });
    expect(await accessOf(owner, shown.id)).toMatchObject({ opentype: OPEN_TYPES.public });
  });
});
