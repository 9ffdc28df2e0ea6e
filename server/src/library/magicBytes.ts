import { open } from 'node:fs/promises';
import { zipEntryNames, type ReadAt } from './zipEntries.js';

const HEAD_BYTES = 64;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The ASF header object GUID that starts every WMV/WMA file. */
const ASF = Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]);
/** QuickTime files written before `ftyp` existed start with one of these atoms. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');
const startsWith = (head: Buffer, magic: Buffer) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
const isFtyp = (head: Buffer) => head.length >= 12 && ascii(head, 4, 8) === 'ftyp';

/** The part an Office Open XML package must hold for each extension. */
const OOXML_PART: Record<string, string> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };

/** Checks on the first bytes, per format (admin §9 file and video formats). */
const HEAD_CHECKS: Record<string, (head: Buffer) => boolean> = {
  pdf: (head) => ascii(head, 0, 5) === '%PDF-',
  doc: (head) => startsWith(head, OLE2),
  xls: (head) => startsWith(head, OLE2),
  ppt: (head) => startsWith(head, OLE2),
  wps: (head) => startsWith(head, OLE2),
  mp4: isFtyp,
  '3gp': isFtyp,
  mov: (head) => isFtyp(head) || (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8))),
  avi: (head) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ',
  flv: (head) => ascii(head, 0, 3) === 'FLV' && head[3] === 0x01,
  wmv: (head) => startsWith(head, ASF),
  // An MPEG program stream pack header, or an elementary video stream's sequence header.
  mpeg: (head) => head.length >= 4 && head[0] === 0 && head[1] === 0 && head[2] === 1 && (head[3] === 0xba || head[3] === 0xb3),
  rm: (head) => ascii(head, 0, 4) === '.RMF',
  rmvb: (head) => ascii(head, 0, 4) === '.RMF',
};

/**
 * True when a file's content is what its extension says (`format`, lower case): PDF `%PDF-`, OLE2
 * for doc/xls/ppt/wps, a ZIP holding `[Content_Types].xml` and the right part for docx/xlsx/pptx,
 * `ftyp` for MP4/MOV/3GP, RIFF AVI, FLV, the ASF GUID for WMV, an MPEG pack header, `.RMF` for
 * RM/RMVB. A renamed executable, or a docx renamed to xlsx, fails.
 */
export async function contentMatchesFormat(filePath: string, format: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const readAt: ReadAt = async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    return await contentMatchesFormatAt(readAt, size, format);
  } finally {
    await handle.close();
  }
}

/**
 * `contentMatchesFormat` over any byte source of `size` bytes: a stored object is checked with ranged
 * reads of its first bytes (and, for Office Open XML, its ZIP central directory) without fetching it whole.
 */
export async function contentMatchesFormatAt(readAt: ReadAt, size: number, format: string): Promise<boolean> {
  const head = await readAt(0, Math.min(HEAD_BYTES, size));
  const part = OOXML_PART[format];
  if (part) {
    if (!startsWith(head, ZIP)) return false;
    const names = await zipEntryNames(readAt, size);
    return Boolean(names?.includes('[Content_Types].xml') && names.some((name) => name.startsWith(part)));
  }
  return HEAD_CHECKS[format]?.(head) ?? false;
}
