import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { unzip, zipBomb } from '../../test/zipBombs.js';
import { inflateZip, storedZip, ZipRefusal } from './zipArchive.js';

const LIMITS = { inflatedBytes: 8 * 1024 * 1024, entries: 100 };
let workbook: Buffer;

beforeAll(async () => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('导入').addRow(['题目', '答案']);
  workbook = Buffer.from(await book.xlsx.writeBuffer());
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ZipRefusal ? error.reason : String(error)),
  );

describe('inflateZip', () => {
  it('inflates every entry of a workbook to what a ZIP reader of its own finds', async () => {
    const entries = await inflateZip(workbook, LIMITS);
    expect(entries.map((entry) => [entry.name.toString(), entry.data.toString('utf8')])).toEqual(
      unzip(workbook).map((part) => [part.name, part.data.toString('utf8')]),
    );
  });

  it('refuses a zip bomb whose headers declare a small size, by what it inflates to', async () => {
    const bomb = await zipBomb(workbook, 64 * 1024 * 1024, 1000);
    expect(bomb.length).toBeLessThan(LIMITS.inflatedBytes / 64);
    await expect(refusal(inflateZip(bomb, LIMITS))).resolves.toBe('tooLarge');
    // The same bomb declaring its true size is refused all the same: the budget is what counts.
    await expect(refusal(inflateZip(await zipBomb(workbook, 64 * 1024 * 1024, 64 * 1024 * 1024), LIMITS))).resolves.toBe('tooLarge');
  });

  it('counts the budget over all entries together', async () => {
    const total = unzip(workbook).reduce((sum, part) => sum + part.data.length, 0);
    await expect(refusal(inflateZip(workbook, { ...LIMITS, inflatedBytes: total - 1 }))).resolves.toBe('tooLarge');
    await expect(inflateZip(workbook, { ...LIMITS, inflatedBytes: total })).resolves.toHaveLength(unzip(workbook).length);
    await expect(refusal(inflateZip(workbook, { ...LIMITS, entries: 3 }))).resolves.toBe('tooLarge');
  });

  it('refuses an entry that inflates to another size than it declares, and what is not a ZIP', async () => {
    const lying = await zipBomb(workbook, 4096, 1000);
    await expect(refusal(inflateZip(lying, LIMITS))).resolves.toBe('invalid');
    await expect(refusal(inflateZip(Buffer.from('PK\u0003\u0004 not really a zip'), LIMITS))).resolves.toBe('invalid');
    const truncated = workbook.subarray(0, workbook.length - 10);
    await expect(refusal(inflateZip(truncated, LIMITS))).resolves.toBe('invalid');
  });
});

describe('storedZip', () => {
  it('writes the entries uncompressed with their checksums, so exceljs reads exactly them', async () => {
    const entries = await inflateZip(workbook, LIMITS);
    const stored = storedZip(entries);
    for (const entry of entries) expect(stored.includes(entry.data), entry.name.toString()).toBe(true);
    expect(unzip(stored).map((part) => [part.name, crc32(part.data)])).toEqual(entries.map((entry) => [entry.name.toString(), crc32(entry.data)]));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(stored as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, '题目', '答案']);
  });
});
