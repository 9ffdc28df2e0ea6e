import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/harness.js';
import { FIXTURES, zipOf } from '../../test/libraryFixtures.js';
import { contentMatchesFormat } from './magicBytes.js';

let dir: { dir: string; remove: () => Promise<void> };
beforeAll(async () => {
  dir = await tempDir('peilian-magic-');
});
afterAll(() => dir?.remove());

async function matches(bytes: Buffer, format: string): Promise<boolean> {
  const file = path.join(dir.dir, `sample-${format}-${bytes.length}`);
  await writeFile(file, bytes);
  return contentMatchesFormat(file, format);
}

describe('content checks by magic bytes', () => {
  it.each([
    ['pdf', FIXTURES.pdf],
    ['doc', FIXTURES.doc],
    ['xls', FIXTURES.doc],
    ['ppt', FIXTURES.doc],
    ['wps', FIXTURES.doc],
    ['docx', FIXTURES.docx],
    ['xlsx', FIXTURES.xlsx],
    ['pptx', FIXTURES.pptx],
    ['mp4', FIXTURES.mp4],
    ['mov', FIXTURES.mov],
    ['3gp', FIXTURES['3gp']],
    ['avi', FIXTURES.avi],
    ['flv', FIXTURES.flv],
    ['wmv', FIXTURES.wmv],
    ['mpeg', FIXTURES.mpeg],
    ['rm', FIXTURES.rmvb],
    ['rmvb', FIXTURES.rmvb],
  ])('accepts a real %s', async (format, bytes) => {
    expect(await matches(bytes, format)).toBe(true);
  });

  it('refuses a renamed executable whatever it claims to be', async () => {
    for (const format of ['pdf', 'doc', 'docx', 'mp4', 'avi', 'wmv', 'mpeg', 'rmvb', 'flv']) expect(await matches(FIXTURES.exe, format), format).toBe(false);
  });

  it('tells Office Open XML packages apart by the part they hold', async () => {
    expect(await matches(FIXTURES.docx, 'xlsx')).toBe(false);
    expect(await matches(FIXTURES.xlsx, 'pptx')).toBe(false);
    expect(await matches(FIXTURES.pptx, 'docx')).toBe(false);
    // A plain ZIP with a folder of the right name but no content-types part is not a document.
    expect(await matches(zipOf({ 'word/readme.txt': 'hi' }), 'docx')).toBe(false);
    // A truncated ZIP (no central directory) is not read as one.
    expect(await matches(FIXTURES.docx.subarray(0, 60), 'docx')).toBe(false);
  });

  it('keeps video families apart where their headers differ', async () => {
    expect(await matches(FIXTURES.mp4, 'avi')).toBe(false);
    expect(await matches(FIXTURES.avi, 'mp4')).toBe(false);
    expect(await matches(FIXTURES.pdf, 'mp4')).toBe(false);
    expect(await matches(Buffer.alloc(0), 'pdf')).toBe(false);
    expect(await matches(FIXTURES.pdf, 'txt')).toBe(false);
  });
});
