import { createTranslator, packageListResponseSchema, uploadResponseSchema, type Language } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createPackage, packageBody, type Caller } from '../../../test/tasksClient.js';
import { PNG_BYTES, uploadFile } from '../../../test/uploads.js';

/**
 * A task package's cover end to end (issue 16, finding 3): learners' browsers fetch it, so only
 * the organisation's own package-cover uploads and the built-in covers are stored; everything else
 * is refused with the field's message in the caller's language and changes nothing.
 */

let server: TestServer;
let owner: Caller;
let orgId: string;
let ownCover: string;
let foreignCover: string;
const now = Date.now();
const BUILTIN = '/files/builtin/images/covers/nature/nature-2.png';

async function uploadedCover(token: string): Promise<string> {
  const response = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'mission', headers: { token } });
  return uploadResponseSchema.parse(await response.json()).path;
}

beforeAll(async () => {
  server = await startTestServer();
  const ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  orgId = (await demoOrganisation(server.database.db)).id;
  ownCover = await uploadedCover(ownerToken);
  const elsewhere = await createOrganisation(server.database.db);
  const foreignOwner = await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 });
  foreignCover = await uploadedCover(await server.login(foreignOwner.account));
});
afterAll(() => server?.close());

const packageCount = async () => packageListResponseSchema.parse((await owner('GET', '/api/admin/task/package?tasktype=1')).body).total;

describe('a task package cover', () => {
  it("stores the organisation's own uploaded cover or a built-in one, and '' for none", async () => {
    expect(ownCover).toMatch(new RegExp(`^/files/${orgId}/mission/\\d{8}/[A-Za-z0-9_-]+\\.png$`));
    expect((await createPackage(owner, packageBody(now, { cover: ownCover }))).cover).toBe(ownCover);
    const builtin = await createPackage(owner, packageBody(now, { cover: BUILTIN }));
    expect(builtin.cover).toBe(BUILTIN);
    expect((await createPackage(owner, packageBody(now, { cover: '' }))).cover).toBe('');
    const changed = await owner('PUT', `/api/admin/task/package/${builtin.id}`, packageBody(now, { cover: ownCover }));
    expect(changed.status).toBe(200);
    expect((await server.fetch(ownCover)).status).toBe(200);
  });

  it.each([
    ['a script URL', () => 'javascript:alert(document.cookie)'],
    ['a data URL', () => 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['an external tracking image', () => 'https://tracker.example/pixel.png?uid=1'],
    ["another organisation's upload", () => foreignCover],
    ['an own upload that is not stored', () => `/files/${orgId}/mission/20260101/missing.png`],
    ['an own file of another folder', () => `/files/${orgId}/avatar/20260101/a.png`],
    ['a climb out of the files', () => '/files/../../etc/passwd'],
  ])('refuses %s with a clear message in each language, creating and changing nothing', async (_what, cover) => {
    const existing = await createPackage(owner, packageBody(now, { cover: BUILTIN }));
    const before = await packageCount();
    for (const language of ['zh-CN', 'zh-TW', 'en'] satisfies Language[]) {
      const created = await owner('POST', '/api/admin/task/package', packageBody(now, { cover: cover() }), language);
      expect(created).toMatchObject({ status: 400, body: { errcode: 40002, detail: [createTranslator(language)('tasks.rules.coverInvalid')] } });
    }
    const changed = await owner('PUT', `/api/admin/task/package/${existing.id}`, packageBody(now, { cover: cover() }));
    expect(changed).toMatchObject({ status: 400, body: { detail: ['封面无效，请重新上传或从图库选择'] } });
    expect(await packageCount()).toBe(before);
    expect((await owner('GET', `/api/admin/task/package/${existing.id}`)).body).toMatchObject({ package: { cover: BUILTIN } });
  });
});
