import { PassThrough } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * ZIP files written by hand for the Excel import tests: a workbook taken apart and put back together
 * with one part changed — its XML edited, or replaced by a zip bomb whose headers declare a small
 * size — and workbooks of far more rows than an import takes. Independent of the server's own ZIP
 * reader, so that reader is tested against bytes it did not make.
 */

interface Part {
  name: string;
  compressed: Buffer;
  crc: number;
  /** What the headers say the part inflates to. */
  declaredSize: number;
}

/** The parts of a well-formed ZIP (an .xlsx exceljs wrote), inflated, in the central directory's order. */
export function unzip(zip: Buffer): { name: string; data: Buffer }[] {
  let end = zip.length - 22;
  while (zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const parts: { name: string; data: Buffer }[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const compressed = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    parts.push({ name, data: zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(compressed) : Buffer.from(compressed) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

const deflated = (name: string, data: Buffer): Part => ({ name, compressed: deflateRawSync(data), crc: crc32(data), declaredSize: data.length });

/** A ZIP of deflated parts, each declaring its `declaredSize`. */
function zip(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const header = (signature: number, size: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.compressed.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const record = header(0x02014b50, 46);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(part.crc, 16);
    record.writeUInt32LE(part.compressed.length, 20);
    record.writeUInt32LE(part.declaredSize, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    chunks.push(local, name, part.compressed);
    central.push(record, name);
    offset += 30 + name.length + part.compressed.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, centralBytes, end]);
}

const FIRST_SHEET = 'xl/worksheets/sheet1.xml';

/** The workbook with its first sheet's XML edited. */
export function withSheetXml(workbook: Buffer, edit: (xml: string) => string): Buffer {
  return zip(unzip(workbook).map(({ name, data }) => deflated(name, name === FIRST_SHEET ? Buffer.from(edit(data.toString('utf8')), 'utf8') : data)));
}

/**
 * The workbook with its first sheet replaced by XML that inflates to `inflatedBytes` (a sheet
 * padded with spaces, deflated while it is generated, so the test never holds it) while both its
 * headers declare `declaredBytes`: the zip bomb a guard that trusts declared sizes lets through.
 */
export async function zipBomb(workbook: Buffer, inflatedBytes: number, declaredBytes = 1000): Promise<Buffer> {
  const head = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
  const tail = Buffer.from('</sheetData></worksheet>');
  const padding = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: 9, strategy: constants.Z_RLE });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  for (let left = inflatedBytes - head.length - tail.length; left > 0; left -= padding.length) {
    const chunk = left >= padding.length ? padding : padding.subarray(0, left);
    crc = crc32(chunk, crc);
    deflate.write(chunk);
  }
  deflate.end(tail);
  await ended;
  crc = crc32(tail, crc);
  const bomb: Part = { name: FIRST_SHEET, compressed: Buffer.concat(out), crc, declaredSize: declaredBytes };
  return zip(unzip(workbook).map(({ name, data }) => (name === FIRST_SHEET ? bomb : deflated(name, data))));
}

/**
 * A workbook of a header and `rows` rows more, written row by row by exceljs's streaming writer
 * without shared strings (so a million rows stay a few MB): row `n` (2, 3, …) holds `cells(n)`, or
 * when that is empty only a height — an empty formatted row, as Excel keeps them.
 */
export async function manyRowsWorkbook(header: readonly string[], rows: number, cells: (row: number) => unknown[]): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = writer.addWorksheet('导入');
  sheet.addRow([...header]).commit();
  for (let number = 2; number <= rows + 1; number += 1) {
    const row = sheet.getRow(number);
    const values = cells(number);
    if (values.length === 0) row.height = 1;
    else row.values = values as ExcelJS.CellValue[];
    row.commit();
  }
  sheet.commit();
  await writer.commit();
  return Buffer.concat(parts);
}
