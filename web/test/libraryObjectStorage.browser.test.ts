import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeS3, type FakeS3 } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { SERVER_DIR, type RunningServer } from './support/server';

// The content library on object storage (an S3-compatible server on loopback): the browser sends
// each part straight to the bucket with progress, resumes after a dropped part, a mislabelled file is
// refused after the bucket has it, and a video plays from its signed address.
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3?.close());
const app = useAppUnderTest({ env: () => s3.env });
let server: RunningServer;
let page: Page;

const PDF = readFileSync(join(SERVER_DIR, 'src', 'seed', 'assets', 'media', 'demo.pdf'));
const MP4 = readFileSync(join(SERVER_DIR, 'src', 'seed', 'assets', 'media', 'demo.mp4'));
/** Two parts of the server's part size (8 MB) and a bit. */
const BIG_PDF = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]);

const mediaRow = (name: string) => page.getByTestId('media-table').locator('tbody tr.ant-table-row', { hasText: name });
const uploadItem = (name: string) => page.getByTestId(`upload-item-${name}`);
const waitForState = (name: string, state: string) => expect.poll(() => uploadItem(name).getAttribute('data-state'), { timeout: 60_000 }).toBe(state);

beforeAll(async () => {
  ({ server, page } = app);
  await signInAt(page, server.url, 'superadmin');
  await waitForRoute(page, '/admin/homePage/homePage');
  await page.goto(`${server.url}/#/admin/voice/studysystem`);
  await mediaRow('产品手册').waitFor();
});

describe('content library on object storage', () => {
  it('uploads straight to the bucket, part by part, resuming after a dropped part', async () => {
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    let dropped = 0;
    await page.route(`${s3.url}/**`, async (route) => {
      if (route.request().method() === 'PUT' && dropped === 0) {
        dropped += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.getByTestId('media-upload').click();
    await page.getByTestId('upload-input').setInputFiles([
      { name: '对象存储指南.pdf', mimeType: 'application/pdf', buffer: BIG_PDF },
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE },
    ]);
    await uploadItem('对象存储指南.pdf').getByTestId('upload-item-progress').waitFor();
    await waitForState('对象存储指南.pdf', 'done');
    expect(dropped).toBe(1);
    await expect(uploadItem('对象存储指南.pdf').locator('[role="progressbar"]').getAttribute('aria-valuenow')).resolves.toBe('100');
    // Checked once the bucket has it: the object is removed and the server's message shown.
    await waitForState('invoice.pdf', 'error');
    await expect(uploadItem('invoice.pdf').getByTestId('upload-item-error').textContent()).resolves.toBe('文件内容与扩展名不符，不支持的格式');
    await page.unroute(`${s3.url}/**`);
    await page.getByTestId('upload-close').click();
    await mediaRow('对象存储指南').waitFor();
    // Every byte went to the bucket: parts 1 and 2 (part 1 twice) of the guide, one part of the invoice; no chunk through the server.
    expect(puts.every((url) => url.startsWith(`${s3.url}/${s3.bucket}/`))).toBe(true);
    expect(puts.filter((url) => url.includes('partNumber=1')).length).toBeGreaterThanOrEqual(3);
  });

  it('plays an uploaded video from its signed address in the bucket', async () => {
    await page.getByTestId('library-tab-video').click();
    await page.getByTestId('catalog-培训视频').waitFor();
    await page.getByTestId('media-upload').click();
    await page.getByTestId('upload-input').setInputFiles([{ name: '桶内演示.mp4', mimeType: 'video/mp4', buffer: MP4 }]);
    await waitForState('桶内演示.mp4', 'done');
    await page.getByTestId('upload-close').click();
    await mediaRow('桶内演示').waitFor();
    const fromBucket = page.waitForResponse((response) => response.url().startsWith(`${s3.url}/${s3.bucket}/`) && response.request().method() === 'GET');
    await page.getByTestId('media-preview-桶内演示').click();
    const answer = await fromBucket;
    expect([200, 206]).toContain(answer.status());
    await expect.poll(() => page.getByTestId('preview-video').evaluate((video) => (video as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(1);
  });
});
