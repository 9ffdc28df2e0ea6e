/** Reads up to `length` bytes at `position` (fewer at the end): a local file, or a ranged GET of a stored object. */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const TAIL_MAX = 22 + 0xffff;
/** More central directory than an Office document ever has; larger ones are not read. */
const CENTRAL_MAX = 16 * 1024 * 1024;

/** Where the central directory starts and how long it is, from the end records (ZIP64 too). */
async function centralDirectory(readAt: ReadAt, size: number): Promise<{ offset: number; length: number } | undefined> {
  const tailStart = Math.max(0, size - TAIL_MAX);
  const tail = await readAt(tailStart, size - tailStart);
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) !== EOCD) continue;
    let length = tail.readUInt32LE(i + 12);
    let offset = tail.readUInt32LE(i + 16);
    if ((offset === 0xffffffff || length === 0xffffffff) && i >= 20 && tail.readUInt32LE(i - 20) === ZIP64_LOCATOR) {
      const recordAt = Number(tail.readBigUInt64LE(i - 20 + 8));
      const record = await readAt(recordAt, 56);
      if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) return undefined;
      length = Number(record.readBigUInt64LE(40));
      offset = Number(record.readBigUInt64LE(48));
    }
    return offset + length <= size ? { offset, length } : undefined;
  }
  return undefined;
}

/**
 * The entry names of a ZIP file from its central directory, or undefined when the file is not a
 * readable ZIP. Used to tell docx/xlsx/pptx apart (and from any other ZIP) by what they contain.
 */
export async function zipEntryNames(readAt: ReadAt, size: number): Promise<string[] | undefined> {
  const directory = await centralDirectory(readAt, size);
  if (!directory || directory.length > CENTRAL_MAX) return undefined;
  const data = await readAt(directory.offset, directory.length);
  const names: string[] = [];
  let at = 0;
  while (at + 46 <= data.length && data.readUInt32LE(at) === CENTRAL) {
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    names.push(data.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names.length > 0 ? names : undefined;
}
