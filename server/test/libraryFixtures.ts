import { storedZip } from '../src/lib/zipArchive.js';

/** A ZIP (stored, no compression) holding the given entries: enough for the Office Open XML check. */
export function zipOf(entries: Record<string, string>): Buffer {
  return storedZip(Object.entries(entries).map(([name, text]) => ({ name: Buffer.from(name), utf8: true, data: Buffer.from(text) })));
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const filler = (bytes: number) => Buffer.alloc(bytes, 0x20);

/** Small files whose first bytes are what each format's extension promises. */
export const FIXTURES = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n'), filler(200), Buffer.from('%%EOF\n')]),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), filler(504)]),
  docx: zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document/>' }),
  xlsx: zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' }),
  pptx: zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'ppt/presentation.xml': '<p:presentation/>' }),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), filler(300)]),
  mov: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.from([0, 0, 2, 0]), Buffer.from('qt  '), filler(100)]),
  '3gp': Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftyp3gp4'), Buffer.from([0, 0, 2, 0]), Buffer.from('3gp4'), filler(100)]),
  avi: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('AVI LIST'), filler(100)]),
  flv: Buffer.concat([Buffer.from('FLV'), Buffer.from([0x01, 0x05, 0, 0, 0, 9]), filler(100)]),
  wmv: Buffer.concat([Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]), filler(100)]),
  mpeg: Buffer.concat([Buffer.from([0, 0, 1, 0xba, 0x44]), filler(100)]),
  rmvb: Buffer.concat([Buffer.from('.RMF'), filler(100)]),
  /** A Windows executable (MZ header): what a renamed `.exe` really is. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), filler(300)]),
} as const;
