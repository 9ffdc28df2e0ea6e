import { createTranslator, mediaListResponseSchema, viewKeyResponseSchema, type AdminMedia, type ViewKeyResponse } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { FIXTURES } from '../../../test/libraryFixtures.js';
import { uploadMedia } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { users } from '../../db/schema/index.js';
import { findUserByAccount } from '../../data/users.js';
import { allowLearnerMediaAccess } from '../mediaAccess.js';
import { VIEW_KEY_TTL_MS } from '../viewKeys.js';

const en = createTranslator('en');
let server: TestServer;
let token: string;
let admin: ReturnType<typeof adminCaller>;
const clock = new ManualClock(new Date('2026-11-21T02:00:00Z'));
const video = Buffer.concat([FIXTURES.mp4, Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))]);
let mp4: AdminMedia;
let pdf: AdminMedia;
/** Media learners may view (what the training centre's rule would decide from task ranges). */
const openToLearners = new Set<string>();

beforeAll(async () => {
  server = await startTestServer({ clock, env: LASTING_SESSIONS });
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
  mp4 = await uploadMedia(server.fetch, token, { kind: 'video', filename: '销售话术演示.mp4', bytes: video, chunk: 300 });
  pdf = await uploadMedia(server.fetch, token, { kind: 'file', filename: '销售手册.pdf', bytes: FIXTURES.pdf });
  allowLearnerMediaAccess(async (_db, _user, media) => openToLearners.has(media.id));
});
afterAll(() => server?.close());

async function viewKey(id: string, as = token) {
  return adminCaller(server.fetch, as)('GET', `/api/trainning/v3/media/viewkey?fileid=${id}&time=${Date.now()}`, undefined, 'en');
}

async function keyFor(id: string, as = token): Promise<ViewKeyResponse> {
  const answer = await viewKey(id, as);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return viewKeyResponseSchema.parse(answer.body);
}

describe('the content library list', () => {
  it('lists one kind with search, catalogue and status filters, paged', async () => {
    const list = async (query: string) => mediaListResponseSchema.parse((await admin('GET', `/api/admin/v3/media?${query}`)).body);
    const videos = await list('kind=video');
    expect(videos.rows.map((row) => row.name)).toContain('销售话术演示');
    expect(videos.rows.every((row) => row.kind === 'video')).toBe(true);
    expect((await list('kind=file&text=手册')).rows.map((row) => row.name)).toContain('销售手册');
    expect((await list('kind=file&text=%25')).rows).toEqual([]);
    expect((await list('kind=video&disabled=1')).rows).toEqual([]);
    const seeded = (await list('kind=file')).rows.find((row) => row.name === '产品手册')!;
    expect(seeded).toMatchObject({ format: 'pdf', catalogname: '产品资料', creator: '系统管理员' });
    expect((await list(`kind=file&catalogid=${seeded.catalogid}`)).rows.map((row) => row.name)).toEqual(['产品手册']);
    expect((await list(`kind=file&excludeid=${seeded.id}`)).rows.map((row) => row.id)).not.toContain(seeded.id);
    const page = await list('kind=file&rows=30&page=2');
    expect(page.total).toBeGreaterThan(0);
    expect((await admin('GET', '/api/admin/v3/media?kind=file&rows=7', undefined, 'en')).body.detail).toEqual([
      en('library.rules.pageSize', { sizes: '30/50/100' }),
    ]);
  });

  it('edits name, catalogue and cover; disables and verifies', async () => {
    const catalog = await admin('POST', '/api/admin/material/catalog', { type: 6, name: '演示视频' });
    const catalogid = (catalog.body.catalog as { id: string }).id;
    const edited = await admin('PUT', `/api/admin/v3/media/${mp4.id}`, {
      name: '话术演示',
      catalogid,
      cover: '/files/builtin/images/covers/business/business-2.png',
    });
    expect(edited.body.media).toMatchObject({
      name: '话术演示',
      catalogid,
      catalogname: '演示视频',
      cover: '/files/builtin/images/covers/business/business-2.png',
    });
    const blank = await admin('PUT', `/api/admin/v3/media/${mp4.id}`, { name: ' ' }, 'en');
    expect(blank.body.detail).toEqual([en('library.rules.nameRequired')]);
    const fileCatalog = await admin('PUT', `/api/admin/v3/media/${pdf.id}`, { catalogid });
    expect(fileCatalog.body.errcode).toBe(40410);

    // A processed video (the demo's) is verified by hand; an uploaded one is still processing (docs/media.md "Video processing").
    const demo = mediaListResponseSchema.parse((await admin('GET', '/api/admin/v3/media?kind=video&text=入职')).body).rows[0]!;
    expect((await admin('POST', `/api/admin/v3/media/${demo.id}/status`, { status: 100 })).body.media).toMatchObject({ status: 100 });
    expect((await admin('POST', `/api/admin/v3/media/${demo.id}/status`, { status: 7 })).status).toBe(400);
    expect((await admin('POST', `/api/admin/v3/media/${pdf.id}/status`, { status: 1 }, 'en')).body.detail).toEqual([en('library.rules.statusVideoOnly')]);
    expect((await admin('POST', `/api/admin/v3/media/${demo.id}/status`, { status: 1 })).body.media).toMatchObject({ status: 1 });
    expect((await admin('POST', `/api/admin/v3/media/${mp4.id}/status`, { status: 1 })).body).toMatchObject({ errcode: 40920 });
  });
});

describe('viewing keys and content', () => {
  it('streams the whole file and any byte range of it, for video seeking', async () => {
    const { contenturl, previewurl, expires } = await keyFor(mp4.id);
    expect(previewurl).toBe('');
    expect(expires).toBe(clock.now().getTime() + VIEW_KEY_TTL_MS);
    const whole = await server.fetch(contenturl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const middle = await server.fetch(contenturl, { headers: { Range: 'bytes=100-199' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const tail = await server.fetch(contenturl, { headers: { Range: 'bytes=-50' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(-50))).toBe(true);
    const open = await server.fetch(contenturl, { headers: { Range: `bytes=${video.length - 10}-` } });
    expect(open.headers.get('content-range')).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`);
    const beyond = await server.fetch(contenturl, { headers: { Range: `bytes=${video.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });

  it('serves a PDF as its own preview, and the demo content shipped with the server', async () => {
    const key = await keyFor(pdf.id);
    const preview = await server.fetch(key.previewurl);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await preview.arrayBuffer()).equals(FIXTURES.pdf)).toBe(true);
    const list = mediaListResponseSchema.parse((await admin('GET', '/api/admin/v3/media?kind=video&text=入职')).body);
    const demo = await keyFor(list.rows[0]!.id);
    const served = await server.fetch(demo.contenturl);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
  });

  it('refuses expired, forged and other-media keys', async () => {
    const { key, contenturl } = await keyFor(mp4.id);
    const forged = `${key.slice(0, -3)}abc`;
    for (const url of [`/api/media/${mp4.id}/content?key=${encodeURIComponent(forged)}`, `/api/media/${pdf.id}/content?key=${encodeURIComponent(key)}`]) {
      const response = await server.fetch(url, { headers: { 'Accept-Language': 'en' } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errcode: 40330, errmsg: en('errors.library.viewKeyInvalid') });
    }
    expect((await server.fetch(`/api/media/${mp4.id}/content`)).status).toBe(400);
    expect((await server.fetch(`/api/media/not-a-media/content?key=${encodeURIComponent(key)}`)).status).toBe(404);
    clock.advance(VIEW_KEY_TTL_MS / 1000 + 1);
    expect((await server.fetch(contenturl)).status).toBe(403);
  });

  it("refuses a key sent with another user's session, and keys of users of another organisation", async () => {
    const { contenturl } = await keyFor(mp4.id);
    const learner = await server.login('learner01');
    expect((await server.fetch(contenturl, { headers: { token: learner } })).status).toBe(403);
    expect((await server.fetch(contenturl, { headers: { token } })).status).toBe(200);

    const elsewhere = await createOrganisation(server.database.db);
    const foreignOwner = await server.login((await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 })).account);
    const foreign = await viewKey(mp4.id, foreignOwner);
    expect(foreign).toMatchObject({ status: 404, body: { errcode: 40412, errmsg: en('errors.library.mediaNotFound') } });
    // A genuine key of a user who is disabled later stops working (a user never leaves its organisation).
    const leaver = await createUser(server.database.db, { orgowner: 1 });
    const leaverKey = await keyFor(mp4.id, await server.login(leaver.account));
    await server.database.db
      .update(users)
      .set({ disabled: 1 })
      .where(and(eq(users.orgId, leaver.orgId), eq(users.id, leaver.id)));
    expect((await server.fetch(leaverKey.contenturl)).status).toBe(403);
  });

  it('lets learners view only what the training centre opens to them, counting views', async () => {
    const learner = await server.login('learner01');
    expect(await viewKey(pdf.id, learner)).toMatchObject({ status: 404, body: { errcode: 40412 } });
    openToLearners.add(pdf.id);
    const before = (await admin('GET', `/api/admin/v3/media/${pdf.id}`)).body.media as AdminMedia;
    const key = await keyFor(pdf.id, learner);
    expect((await server.fetch(key.contenturl, { headers: { token: learner } })).status).toBe(200);
    expect(((await admin('GET', `/api/admin/v3/media/${pdf.id}`)).body.media as AdminMedia).viewcount).toBe(before.viewcount + 1);

    await admin('POST', `/api/admin/v3/media/${pdf.id}/disable`, { disabled: 1 });
    expect((await viewKey(pdf.id, learner)).status).toBe(404);
    expect((await server.fetch(key.contenturl)).status).toBe(404);
    // Library managers still open a disabled media to check it.
    expect((await server.fetch((await keyFor(pdf.id)).contenturl)).status).toBe(200);
    await admin('POST', `/api/admin/v3/media/${pdf.id}/disable`, { disabled: 0 });
    expect((await viewKey(pdf.id, learner)).status).toBe(200);
  });

  it('never serves library content as a plain stored file', async () => {
    const org = (await findUserByAccount(server.database.db, 'superadmin'))!.user.orgId;
    for (const pathname of [`/files/${org}/video/20261121/x.mp4`, `/files/${org}%2Fvideo/20261121/x.mp4`, '/files/builtin/media/demo.pdf']) {
      expect((await server.fetch(pathname)).status, pathname).toBe(404);
    }
    expect((await server.fetch('/files/builtin/images/covers/office/office-1.png')).headers.get('content-type')).toBe('image/png');
  });
});
