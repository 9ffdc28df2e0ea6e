import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectListFits, showColumns, signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { SERVER_DIR, type RunningServer } from './support/server';

// The content library on a desktop: catalogues, uploads of a PDF and an MP4 with progress (one of
// them over a dropped connection), a mislabelled file refused, disabling, preview; then banners
// with the image chooser's 20:3 crop.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const PDF = readFileSync(join(SERVER_DIR, 'src', 'seed', 'assets', 'media', 'demo.pdf'));
const MP4 = readFileSync(join(SERVER_DIR, 'src', 'seed', 'assets', 'media', 'demo.mp4'));
/** A PDF large enough to show progress over several progress events. */
const BIG_PDF = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]);

/** A flat-coloured RGB PNG. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) raw[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const modal = () => page.locator('.ant-modal:visible').last();
const mediaRow = (name: string) => page.getByTestId('media-table').locator('tbody tr.ant-table-row', { hasText: name });
const uploadItem = (name: string) => page.getByTestId(`upload-item-${name}`);

async function waitForState(name: string, state: string) {
  await expect.poll(() => uploadItem(name).getAttribute('data-state'), { timeout: 30_000 }).toBe(state);
}

describe('content library', () => {
  it('opens the library with the seeded files and their catalogues', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/studysystem`);
    await expect(page.getByTestId('library-title').textContent()).resolves.toBe('学习资料');
    await mediaRow('产品手册').waitFor();
    await page.getByTestId('catalog-产品资料').waitFor();
    // At 1440 px what a manager reads first, without sideways scrolling; the catalogue is shown
    // through 列设置 for the rest of this file (it scrolls then, every column at its width).
    await expectListFits(page, 'media-table', ['名称', '上传时间', '状态', '操作'], ['目录', '大小', '上传人']);
    await showColumns(page, '目录');
    // The name and the catalogue each stay on one line.
    const lines = (element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    await expect(mediaRow('产品手册').getByTestId('media-name').evaluate(lines)).resolves.toBe(1);
    await expect(mediaRow('产品手册').locator('td', { hasText: '产品资料' }).evaluate(lines)).resolves.toBe(1);
  });

  it('shows the not-found page for an edit page opened without an id, or with an unknown one', async () => {
    for (const path of ['/admin/voice/editfile', '/admin/voice/editvideo', '/admin/voice/editfile?id=00000000-0000-4000-8000-000000000000']) {
      await page.goto(`${server.url}/#${path}`);
      await page.getByText('页面错误或无权限').waitFor();
      await expect(page.getByText('输入有误').count()).resolves.toBe(0);
    }
    await page.goto(`${server.url}/#/admin/voice/studysystem`);
    await mediaRow('产品手册').waitFor();
  });

  it('adds a catalogue and uploads files into it one at a time, resuming after a dropped connection', async () => {
    await page.getByTestId('catalog-add').click();
    await modal().locator('#catalog-name').fill('操作手册');
    await page.getByTestId('catalog-save').click();
    await page.getByTestId('catalog-操作手册').waitFor();
    // The tree shows the new catalogue, then selects it once its list has loaded.
    await expect.poll(() => page.locator('.ant-tree-node-selected').textContent()).toContain('操作手册');

    // The first chunk's connection drops; the uploader asks how much arrived and goes on.
    let dropped = 0;
    await page.route('**/api/admin/v3/upload/*?offset=*', async (route) => {
      if (dropped === 0) {
        dropped += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.getByTestId('media-upload').click();
    await page.getByTestId('upload-input').setInputFiles([
      { name: '操作指南.pdf', mimeType: 'application/pdf', buffer: BIG_PDF },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE },
    ]);
    // Checked before sending: the wrong format never uploads.
    await expect(uploadItem('notes.txt').getByTestId('upload-item-error').textContent()).resolves.toBe('不支持的格式');
    await uploadItem('操作指南.pdf').getByTestId('upload-item-progress').waitFor();
    await waitForState('操作指南.pdf', 'done');
    expect(dropped).toBe(1);
    await expect(uploadItem('操作指南.pdf').locator('[role="progressbar"]').getAttribute('aria-valuenow')).resolves.toBe('100');
    // A renamed executable is refused by its content, with the server's message.
    await waitForState('invoice.pdf', 'error');
    await expect(uploadItem('invoice.pdf').getByTestId('upload-item-error').textContent()).resolves.toBe('文件内容与扩展名不符，不支持的格式');
    await page.unroute('**/api/admin/v3/upload/*?offset=*');
    await page.getByTestId('upload-close').click();

    await mediaRow('操作指南').waitFor();
    await expect(mediaRow('操作指南').textContent()).resolves.toContain('操作手册');
    await expect(mediaRow('invoice').count()).resolves.toBe(0);
  });

  it('uploads an MP4 on the video tab with its progress and lists it', async () => {
    await page.getByTestId('library-tab-video').click();
    await page.getByTestId('catalog-培训视频').waitFor();
    await page.getByTestId('media-upload').click();
    await page.getByTestId('upload-input').setInputFiles([{ name: '产品演示.mp4', mimeType: 'video/mp4', buffer: MP4 }]);
    await uploadItem('产品演示.mp4').getByTestId('upload-item-progress').waitFor();
    await waitForState('产品演示.mp4', 'done');
    await page.getByTestId('upload-close').click();
    await mediaRow('产品演示').waitFor();
    await page.getByTestId('media-preview-产品演示').click();
    await expect.poll(() => page.getByTestId('preview-video').getAttribute('src')).toMatch(/\/api\/media\/.+\/content\?key=/);
    await modal().locator('.ant-modal-close').click();
  });

  it('disables a file and shows a PDF preview', async () => {
    await page.getByTestId('library-tab-file').click();
    await mediaRow('操作指南').waitFor();
    await page.getByTestId('media-toggle-操作指南').click();
    await page.getByTestId('media-toggle-confirm').click();
    await expect.poll(() => page.getByTestId('media-toggle-操作指南').getAttribute('aria-checked')).toBe('false');
    await page.getByTestId('media-preview-操作指南').click();
    await expect.poll(() => page.getByTestId('preview-pdf').getAttribute('src')).toMatch(/\/preview\?key=/);
    await modal().locator('.ant-modal-close').click();
  });

  it('edits a file with a cover from the image chooser', async () => {
    await page.getByTestId('media-edit-操作指南').click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/admin/voice/editfile?id='));
    await page.getByTestId('edit-media-title').waitFor();
    await expect(page.locator('#media-name').inputValue()).resolves.toBe('操作指南');
    await page.locator('#media-name').fill('操作指南（新版）');
    await page.getByTestId('media-cover-choose').click();
    await page.getByTestId('chooser-folder-office').click();
    await page.getByTestId('chooser-tile-office-2.png').click();
    await page.getByTestId('chooser-ok').click();
    await expect.poll(() => page.getByTestId('media-cover-image').getAttribute('src')).toBe('/files/builtin/images/covers/office/office-2.png');
    await page.getByTestId('edit-media-save').click();
    await page.locator('.ant-message', { hasText: '保存成功' }).waitFor();
  });
});

describe('banners', () => {
  it('adds a banner whose uploaded image is cropped to 20:3, opening a web address', async () => {
    await page.goto(`${server.url}/#/admin/system/banner`);
    await expect(page.getByTestId('banners-title').textContent()).resolves.toBe('Banner 管理');
    await page.getByTestId('banner-table').locator('tbody tr.ant-table-row', { hasText: 'AI 语音陪练：SUV 展厅接待实战' }).first().waitFor();
    await page.getByTestId('banner-add').click();
    await modal().locator('#banner-title').fill('双十一特训');
    await page.getByTestId('banner-image-choose').click();
    await page.getByTestId('chooser-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png(400, 300) });
    await page.getByTestId('chooser-crop-done').click();
    await expect.poll(() => page.locator('[data-testid^="chooser-tile-"][data-selected="yes"]').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('chooser-ok').click();
    await page.getByTestId('banner-image-preview').waitFor();
    await page.getByTestId('banner-click-trigger').click();
    await page.getByTestId('banner-clicktype-url').click();
    await modal().locator('#banner-clickurl').fill('ftp://wrong');
    await page.getByTestId('banner-save').click();
    await modal().locator('.ant-form-item-explain-error', { hasText: '请输入以 https:// 开头的链接' }).waitFor();
    await modal().locator('#banner-clickurl').fill('https://peilian.example/sale');
    await page.getByTestId('banner-save').click();
    const row = page.getByTestId('banner-table').locator('tbody tr.ant-table-row', { hasText: '双十一特训' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('https://peilian.example/sale');
  });

  it('refuses an image that is not 20:3 when uploaded directly, and edits a banner', async () => {
    await page.getByTestId('banner-edit-双十一特训').click();
    await page.getByTestId('banner-image-choose').click();
    await page.getByTestId('chooser-input').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png(300, 300) });
    await page.getByTestId('chooser-upload-directly').click();
    await expect.poll(() => page.getByTestId('chooser-problem').textContent()).toContain('Banner 图片比例须为 20:3（当前 300×300）');
    await modal().locator('.ant-modal-close').click();
    await modal().locator('#banner-title').fill('双十一特训营');
    await page.getByTestId('banner-save').click();
    await page.getByTestId('banner-table').locator('tbody tr.ant-table-row', { hasText: '双十一特训营' }).waitFor();
  });
});
