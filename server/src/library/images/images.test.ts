import { createTranslator, imageCatalogResponseSchema, imageListResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { JPEG_BYTES, PNG_BYTES, uploadFile } from '../../../test/uploads.js';
import { encodePng } from '../../seed/libraryAssets.js';

const en = createTranslator('en');
let server: TestServer;
let token: string;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

/** A JPEG header with a baseline frame of the given size (enough for the size check). */
function jpegOf(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([JPEG_BYTES.subarray(0, 4), Buffer.from([0x00, 0x10]), Buffer.alloc(14), frame, Buffer.alloc(100)]);
}

describe('image uploads of the library', () => {
  it('checks banner images for 20:3 from their header, within a small tolerance', async () => {
    const square = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'banner', headers: { token, 'Accept-Language': 'en' } });
    expect(square.status).toBe(400);
    expect(((await square.json()) as { detail: string[] }).detail).toEqual([en('library.rules.bannerRatio', { width: 1, height: 1 })]);
    expect(
      (
        await uploadFile(
          server.fetch,
          encodePng(1920, 288, () => [0, 0, 0]),
          { filetype: 'banner', headers: { token } },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await uploadFile(
          server.fetch,
          encodePng(1000, 151, () => [0, 0, 0]),
          { filetype: 'banner', headers: { token } },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await uploadFile(
          server.fetch,
          encodePng(1000, 160, () => [0, 0, 0]),
          { filetype: 'banner', headers: { token } },
        )
      ).status,
    ).toBe(400);
    const jpeg = await uploadFile(server.fetch, jpegOf(2000, 300), { filetype: 'banner', filename: 'b.jpg', type: 'image/jpeg', headers: { token } });
    expect(((await jpeg.json()) as { path: string }).path).toMatch(/\.jpg$/);
  });

  it('keeps covers to 2 MB and avatars to 10 MB, with the spec message', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024)]);
    const cover = await uploadFile(server.fetch, big, { filetype: 'filecover', headers: { token, 'Accept-Language': 'en' } });
    expect(((await cover.json()) as { detail: string[] }).detail).toEqual([en('register.fileTooLarge', { size: 2 })]);
    const learner = await server.login('learner01');
    expect((await uploadFile(server.fetch, big, { filetype: 'avatar', headers: { token: learner } })).status).toBe(200);
    expect((await uploadFile(server.fetch, PNG_BYTES, { filetype: 'filecover', headers: { token: learner } })).status).toBe(403);
  });
});

describe('the image chooser', () => {
  it('offers built-in folders and the organisation uploads, in the caller language', async () => {
    const folders = imageCatalogResponseSchema.parse((await admin('GET', '/api/admin/basic/catalog?type=filecover', undefined, 'en')).body).rows;
    expect(folders.map((folder) => [folder.id, folder.name, folder.source])).toEqual([
      ['business', 'Business', 'builtin'],
      ['office', 'Office', 'builtin'],
      ['nature', 'Nature', 'builtin'],
      ['abstract', 'Abstract', 'builtin'],
      ['uploaded', 'Uploaded', 'uploaded'],
    ]);
    expect(folders.find((folder) => folder.id === 'office')?.count).toBe(3);
    const banners = imageCatalogResponseSchema.parse((await admin('GET', '/api/admin/basic/catalog?type=banner')).body).rows;
    expect(banners.map((folder) => folder.id)).toEqual(['promo', 'business', 'abstract', 'uploaded']);
  });

  it('lists a folder’s images, servable as they are', async () => {
    const images = imageListResponseSchema.parse((await admin('GET', '/api/admin/basic/catalog/office/images?type=videocover')).body).rows;
    expect(images.map((image) => image.name)).toEqual(['office-1.png', 'office-2.png', 'office-3.png']);
    const served = await server.fetch(images[0]!.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('shows uploaded covers of the kind, optionally for one day', async () => {
    const upload = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'mission', headers: { token } });
    const stored = ((await upload.json()) as { path: string }).path;
    const day = /\/(\d{8})\//.exec(stored)![1]!;
    const all = imageListResponseSchema.parse((await admin('GET', '/api/admin/basic/catalog/uploaded/images?type=mission')).body).rows;
    expect(all.map((image) => image.path)).toContain(stored);
    const today = imageListResponseSchema.parse((await admin('GET', `/api/admin/basic/catalog/uploaded/images?type=mission&path=${day}`)).body).rows;
    expect(today.map((image) => image.path)).toContain(stored);
    const other = imageListResponseSchema.parse((await admin('GET', '/api/admin/basic/catalog/uploaded/images?type=filecover')).body).rows;
    expect(other.map((image) => image.path)).not.toContain(stored);
    expect((await admin('GET', '/api/admin/basic/catalog/uploaded/images?type=mission&path=../x', undefined, 'en')).body.detail).toEqual([
      en('library.rules.imagePath'),
    ]);
    expect((await admin('GET', '/api/admin/basic/catalog/secret/images?type=mission')).status).toBe(404);
    expect((await admin('GET', '/api/admin/basic/catalog/business/images?type=avatar')).status).toBe(404);
  });
});
