import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createTranslator, recycleBinResponseSchema, uploadStatusResponseSchema, viewKeyResponseSchema, type AdminMedia } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { FIXTURES } from '../../../test/libraryFixtures.js';
import { completeUpload, putChunk, sendDirectParts, startUpload } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { PNG_BYTES, uploadFile } from '../../../test/uploads.js';
import { insertAudio } from '../../data/practice/audio.js';
import { removeFiles } from '../../storage/recycledFiles.js';
import { S3FileStorage } from '../../storage/s3.js';
import { DIRECT_PART_BYTES } from './direct.js';

/**
 * The library's upload, serve and delete flows on object storage: a real S3-compatible server on
 * loopback (s3rver) reached through the AWS SDK, the browser's part uploads sent straight to it.
 */
const en = createTranslator('en');
let s3: FakeS3;
let server: TestServer;
let bucket: S3FileStorage;
let token: string;
let orgId: string;
let admin: ReturnType<typeof adminCaller>;
const clock = new ManualClock(new Date('2026-11-21T02:00:00Z'));

beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ clock, env: { ...LASTING_SESSIONS, ...s3.env } });
  if (server.config.storage.kind !== 's3') throw new Error('the server did not take STORAGE=s3');
  bucket = new S3FileStorage(server.config.storage);
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
  orgId = (await server.database.db.query.users.findFirst({ where: (row, { eq: is }) => is(row.account, 'superadmin') }))!.orgId;
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/** A PDF of `size` bytes: its header, then filler. */
const pdfOf = (size: number) => Buffer.concat([FIXTURES.pdf, Buffer.alloc(Math.max(0, size - FIXTURES.pdf.length), 0x20)]).subarray(0, size);

async function uploadDirect(filename: string, bytes: Buffer, kind: 'file' | 'video' = 'file'): Promise<AdminMedia> {
  const upload = await startUpload(server.fetch, token, kind, filename, bytes.length);
  expect(upload).toMatchObject({ mode: 'direct', chunksize: DIRECT_PART_BYTES, received: 0 });
  const status = await sendDirectParts(server.fetch, token, upload.id, bytes);
  expect(status).toMatchObject({ received: bytes.length, parts: [] });
  const done = await completeUpload(server.fetch, token, upload.id);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return (done.body as { media: AdminMedia }).media;
}

async function keyFor(id: string) {
  const answer = await admin('GET', `/api/trainning/v3/media/viewkey?fileid=${id}&time=${Date.now()}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return viewKeyResponseSchema.parse(answer.body);
}

describe('direct uploads to object storage', () => {
  let pdf: AdminMedia;
  const bytes = pdfOf(DIRECT_PART_BYTES + 4096);

  it('sends the parts straight to the bucket, resumes where the server recorded, and completes into a stored object', async () => {
    const upload = await startUpload(server.fetch, token, 'file', '对象存储手册.pdf', bytes.length);
    // The through-server chunk is refused: the bytes go to the bucket.
    const chunk = await putChunk(server.fetch, token, upload.id, 0, bytes.subarray(0, 10), 'en');
    expect(chunk.status).toBe(409);
    expect(chunk.body.errmsg).toBe(en('errors.library.uploadDirect'));
    // One part, then the page is closed: the server recorded it, so the next client starts at part 2.
    const first = await sendDirectParts(server.fetch, token, upload.id, bytes, { stopAfter: 1 });
    expect(first).toMatchObject({ received: DIRECT_PART_BYTES, parts: [{ partnumber: 2, offset: DIRECT_PART_BYTES, size: 4096 }] });
    const resumed = await sendDirectParts(server.fetch, token, upload.id, bytes);
    expect(resumed).toMatchObject({ received: bytes.length, size: bytes.length, parts: [] });
    const progress = uploadStatusResponseSchema.parse((await admin('GET', `/api/admin/v3/upload/${upload.id}`)).body);
    expect(progress).toMatchObject({ received: bytes.length, mode: 'direct' });
    const done = await completeUpload(server.fetch, token, upload.id, { name: '对象存储手册' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    pdf = (done.body as { media: AdminMedia }).media;
    expect(pdf).toMatchObject({ name: '对象存储手册', size: bytes.length });
    const stored = await bucket.list(`${orgId}/file/`);
    expect(stored).toContainEqual({ key: expect.stringMatching(new RegExp(`^${orgId}/file/20261121/[A-Za-z0-9_-]+\\.pdf$`)), size: bytes.length });
  });

  it('serves the content as a redirect to a short-lived signed GET that honours Range', async () => {
    const { contenturl } = await keyFor(pdf.id);
    const answer = await server.fetch(contenturl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const signed = answer.headers.get('location')!;
    expect(signed.startsWith(`${s3.url}/${s3.bucket}/${orgId}/file/`)).toBe(true);
    expect(new URL(signed).searchParams.get('X-Amz-Expires')).toBe('300');
    const middle = await fetch(signed, { headers: { Range: 'bytes=0-4' } });
    expect(middle.status).toBe(206);
    expect(await middle.text()).toBe('%PDF-');
    const whole = await fetch(signed);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent('对象存储手册.pdf')}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('never signs what the access rules refuse: forged keys, other media, another organisation, protected paths', async () => {
    const { key, contenturl } = await keyFor(pdf.id);
    const forged = `/api/media/${pdf.id}/content?key=${encodeURIComponent(`${key.slice(0, -3)}abc`)}`;
    for (const url of [forged, `${contenturl}`.replace(pdf.id, '00000000-0000-4000-8000-000000000000')]) {
      const answer = await server.fetch(url, { redirect: 'manual' });
      expect(answer.status).not.toBe(302);
      expect(answer.headers.get('location')).toBeNull();
    }
    const elsewhere = await createOrganisation(server.database.db);
    const foreign = await server.login((await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 })).account);
    const theirs = await adminCaller(server.fetch, foreign)('GET', `/api/trainning/v3/media/viewkey?fileid=${pdf.id}&time=${Date.now()}`);
    expect(theirs.status).toBe(404);
    const stored = (await bucket.list(`${orgId}/file/`))[0]!.key;
    for (const url of [
      `/files/${stored}`,
      `/files/${encodeURIComponent(stored)}`,
      '/files/builtin/media/demo.pdf',
      `/files/${orgId}/logo/..%2F..%2Fsecrets.key`,
    ]) {
      const answer = await server.fetch(url, { redirect: 'manual' });
      expect(answer.status, url).toBe(404);
    }
    expect(await bucket.signedUrl('../other/file.pdf', { filename: 'x.pdf', contentType: 'application/pdf' })).toBeUndefined();
    expect(await bucket.signedUrl('builtin/media/demo.pdf', { filename: 'x.pdf', contentType: 'application/pdf' })).toBeUndefined();
  });

  it('refuses an object whose first bytes are not its format, and removes it from the bucket', async () => {
    const before = await bucket.list(`${orgId}/video/`);
    const fake = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]);
    const upload = await startUpload(server.fetch, token, 'video', 'renamed.mp4', fake.length);
    await sendDirectParts(server.fetch, token, upload.id, fake);
    const done = await completeUpload(server.fetch, token, upload.id);
    expect(done.status).toBe(415);
    expect(await bucket.list(`${orgId}/video/`)).toEqual(before);
    expect((await admin('GET', `/api/admin/v3/upload/${upload.id}`)).status).toBe(404);
  });

  it('refuses completing before every part arrived', async () => {
    const upload = await startUpload(server.fetch, token, 'file', 'half.pdf', bytes.length);
    await sendDirectParts(server.fetch, token, upload.id, bytes, { stopAfter: 1 });
    const done = await completeUpload(server.fetch, token, upload.id);
    expect(done.status).toBe(400);
    expect(done.body.received).toBe(DIRECT_PART_BYTES);
  });

  it('checks an Office document by its ZIP directory with ranged reads', async () => {
    const docx = await uploadDirect('方案.docx', FIXTURES.docx);
    expect(docx).toMatchObject({ format: 'docx', size: FIXTURES.docx.length });
  });
});

describe('stored images on object storage', () => {
  it('serves a public upload as a redirect to the bucket, with its image type', async () => {
    const uploaded = await uploadFile(server.fetch, PNG_BYTES, { filename: 'cover.png', filetype: 'filecover', headers: { token } });
    expect(uploaded.status).toBe(200);
    const { path: address } = (await uploaded.json()) as { path: string };
    const answer = await server.fetch(address, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const image = await fetch(answer.headers.get('location')!);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect((await server.fetch(`${address.slice(0, -4)}x.png`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('deleting on object storage', () => {
  it('keeps a deleted audio’s object until the recycle bin deletes it for good', async () => {
    const key = `${orgId}/bgm/recycle-${Date.now()}.wav`;
    await bucket.putStream(key, Readable.from([Buffer.from('RIFF....WAVE')]));
    const audio = await insertAudio(server.database.db, { orgId, kind: 'bgm', name: '对象存储音频', storageKey: key, size: 12 });
    const owner = adminCaller(server.fetch, await server.login('owner01'));
    clock.advance(1);
    expect((await owner('DELETE', `/api/admin/voice/audio/${audio.id}`)).status).toBe(200);
    expect(await bucket.exists(key)).toBe(true);
    const listed = recycleBinResponseSchema.parse((await admin('GET', '/api/admin/system/recyclebin?kind=audio')).body);
    const entry = listed.rows.find((row) => row.title === '对象存储音频')!;
    expect((await admin('DELETE', `/api/admin/system/recyclebin/${entry.id}`, {})).status).toBe(200);
    await expect.poll(() => bucket.exists(key)).toBe(false);
  });

  it('removes every object under a prefix (an organisation cleared)', async () => {
    const local = path.join(tmpdir(), `s3-prefix-${Date.now()}.pdf`);
    await writeFile(local, '%PDF-1.4');
    await bucket.put(local, 'gone-org/file/20261121/a.pdf');
    await bucket.putStream('gone-org/video/20261121/b.mp4', Readable.from([FIXTURES.mp4]));
    await removeFiles(bucket, { keys: [], prefixes: ['gone-org/'] });
    expect(await bucket.list('gone-org/')).toEqual([]);
  });
});
