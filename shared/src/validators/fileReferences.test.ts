import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { bannerRequestSchema } from '../schemas/library.js';
import { createPackageRequestSchema } from '../schemas/tasks.js';
import { FILE_REFERENCE_RULES, fileReferenceIssue, parseFileReference } from './fileReferences.js';
import { fileReferenceSchema } from './schemas.js';

const ORG = '0b5c4a2e-8f31-4d7a-9c1e-2f6b8d9e0a11';
const OTHER_ORG = '7d3e9f10-2a4b-4c5d-8e6f-9a0b1c2d3e4f';
const { packageCover, bannerImage, bannerClickUrl, registrationLogo, userAvatar } = FILE_REFERENCE_RULES;

const cover = (org: string) => `/files/${org}/mission/20260101/AbC_12-x.png`;

describe('the file reference rule', () => {
  it("accepts the organisation's own uploads of the field's folders, built-in images of its sets, and registration logos", () => {
    expect(parseFileReference(cover(ORG), packageCover)).toEqual({ kind: 'upload', orgId: ORG, key: `${ORG}/mission/20260101/AbC_12-x.png` });
    expect(parseFileReference('/files/builtin/images/covers/office/office-1.png', packageCover)).toMatchObject({ kind: 'builtin' });
    expect(parseFileReference('/files/orgless/logo/20260520/k3y.jpg', registrationLogo)).toMatchObject({ kind: 'orgless' });
    expect(fileReferenceIssue(cover(ORG), packageCover, ORG)).toBeNull();
    expect(fileReferenceIssue(cover(ORG.toUpperCase()), packageCover, ORG)).toBeNull();
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['an external tracker', 'https://tracker.example/pixel.png'],
    ['a protocol-relative address', '//tracker.example/pixel.png'],
    ['plain http', 'http://cdn.example/a.png'],
    ['a path out of the files', '/files/../../etc/passwd.png'],
    ['an encoded climb', '/files/%2e%2e/secret.png'],
    ['a relative path', `files/${ORG}/mission/20260101/a.png`],
    ['another folder', `/files/${ORG}/avatar/20260101/a.png`],
    ['library content', `/files/${ORG}/file/20260101/a.pdf`],
    ['a built-in set of another field', '/files/builtin/images/banners/promo/promo-exam.png'],
    ['built-in media', '/files/builtin/media/demo.mp4'],
    ['a registration logo', '/files/orgless/logo/20260520/k3y.jpg'],
    ['a folder without a file', `/files/${ORG}/mission/`],
    ['no organisation', '/files/mission/20260101/a.png'],
    ['a query string', `${cover(ORG)}?x=1`],
    ['spaces', ` /files/${ORG}/mission/2026 0101/a.png`],
  ])('refuses %s with the field message', (_what, value) => {
    expect(fileReferenceIssue(value, packageCover)).toEqual({ key: 'tasks.rules.coverInvalid' });
  });

  it("refuses another organisation's upload once the organisation is known, and any upload before one exists", () => {
    expect(fileReferenceIssue(cover(OTHER_ORG), packageCover)).toBeNull();
    expect(fileReferenceIssue(cover(OTHER_ORG), packageCover, ORG)).toEqual({ key: 'tasks.rules.coverInvalid' });
    expect(fileReferenceIssue(`/files/${ORG}/avatar/20260101/a.png`, userAvatar, null)).toEqual({ key: 'people.rules.avatarInvalid' });
    expect(fileReferenceIssue('/files/builtin/images/covers/office/office-1.png', packageCover, OTHER_ORG)).toBeNull();
  });

  it('takes an https address only where the field links outside, and never with credentials or a backslash', () => {
    expect(fileReferenceIssue('https://peilian.example/spring?from=banner#top', bannerClickUrl)).toBeNull();
    expect(fileReferenceIssue('https://peilian.example:8443/活动', bannerClickUrl)).toBeNull();
    for (const value of [
      'http://peilian.example',
      'javascript:alert(1)',
      'https://user:pw@evil.example/',
      'https://good.example\\@evil.example',
      'https://',
      'ftp://x.example',
      cover(ORG),
    ]) {
      expect(fileReferenceIssue(value, bannerClickUrl), value).toEqual({ key: 'library.rules.clickurlInvalid' });
    }
    expect(fileReferenceIssue('https://cdn.example/a.png', bannerImage)).toEqual({ key: 'library.rules.imageInvalid' });
  });
});

describe('the rule at the request edge', () => {
  const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

  it("lets '' through unless the field is required, trims, and caps the length with the field's message", () => {
    expect(fileReferenceSchema(packageCover).parse('')).toBe('');
    expect(fileReferenceSchema(packageCover).parse(`  ${cover(ORG)} `)).toBe(cover(ORG));
    expect(issues(fileReferenceSchema(bannerImage, 'library.rules.imageRequired').safeParse(''))).toEqual(['library.rules.imageRequired']);
    expect(issues(fileReferenceSchema(packageCover).safeParse(`/files/${ORG}/mission/${'a'.repeat(600)}.png`))).toContain('tasks.rules.coverInvalid');
    expect(issues(fileReferenceSchema(packageCover).safeParse(42))).toEqual(['tasks.rules.coverInvalid']);
  });

  it('refuses a package cover and a banner click URL in the request schemas, with messages in each language', () => {
    const pkg = createPackageRequestSchema.safeParse({
      tasktype: 1,
      title: '销售入门',
      passscore: 100,
      cover: 'javascript:alert(1)',
      starttime: '2030-03-01T01:00:00.000Z',
      endtime: '2030-03-08T01:00:00.000Z',
    });
    expect(pkg.error?.issues).toEqual([expect.objectContaining({ path: ['cover'], message: 'tasks.rules.coverInvalid' })]);
    const banner = bannerRequestSchema.safeParse({
      title: '活动',
      image: '/files/builtin/images/banners/promo/promo-exam.png',
      platform: 1,
      click: 2,
      clicktype: 3,
      clickurl: 'http://x.example',
    });
    expect(banner.error?.issues).toEqual([expect.objectContaining({ path: ['clickurl'], message: 'library.rules.clickurlInvalid' })]);
    expect(createTranslator('zh-CN')('tasks.rules.coverInvalid')).toBe('封面无效，请重新上传或从图库选择');
    expect(createTranslator('zh-TW')('tasks.rules.coverInvalid')).toBe('封面無效，請重新上傳或從圖庫選擇');
    expect(createTranslator('en')('library.rules.clickurlInvalid')).toBe('Enter a link starting with https://');
  });
});
