import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, createInflateRaw, inflateRaw } from 'node:zlib';

/**
 * Reading an uploaded ZIP (an .xlsx) without trusting what it says about itself. Every entry is
 * inflated for real, with a hard cap on the bytes it produces: zlib stops and throws as soon as the
 * output passes what is left of the budget, so a few kilobytes that would inflate to gigabytes cost
 * at most the budget. The sizes and offsets the file declares are only used to find the data.
 */

const inflateRawAsync = promisify(inflateRaw);

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_BYTES = 22;
const CENTRAL_BYTES = 46;
const LOCAL_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;
/** General-purpose flag bit 11: the entry's name is UTF-8. */
const UTF8_NAME = 0x0800;

export interface ZipEntry {
  /** The name's bytes as stored (UTF-8 when `utf8`). */
  name: Buffer;
  utf8: boolean;
  data: Buffer;
}

export interface InflateLimits {
  /** The most bytes all entries together may inflate to. */
  inflatedBytes: number;
  /** The most entries the archive may hold. */
  entries: number;
}

/** Why an archive was refused: not a ZIP this reader takes, or more than the limits allow. */
export class ZipRefusal extends Error {
  override name = 'ZipRefusal';

  constructor(readonly reason: 'invalid' | 'tooLarge') {
    super(reason === 'invalid' ? 'not a readable zip archive' : 'the archive inflates beyond its limit');
  }
}

const invalid = () => new ZipRefusal('invalid');

/** Where the end-of-central-directory record starts (the last one: a comment may hold look-alikes). */
function endRecord(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - EOCD_BYTES - 0xffff);
  for (let at = bytes.length - EOCD_BYTES; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw invalid();
}

/** An entry as the central directory lists it; its data is read through `inflatedChunks`. */
export interface CentralEntry {
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  name: Buffer;
}

/** The central directory's entries; ZIP64 and split archives are refused (an upload of a few MB needs neither). */
export function centralEntries(bytes: Buffer, limits: InflateLimits): CentralEntry[] {
  const end = endRecord(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 4) !== 0 || count === 0xffff || offset === 0xffffffff) throw invalid();
  if (count > limits.entries) throw new ZipRefusal('tooLarge');
  const entries: CentralEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_BYTES > end || bytes.readUInt32LE(at) !== CENTRAL) throw invalid();
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + CENTRAL_BYTES + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw invalid();
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + CENTRAL_BYTES, at + CENTRAL_BYTES + nameLength),
    });
    at = next;
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
function compressedData(bytes: Buffer, entry: CentralEntry): Buffer {
  const at = entry.localOffset;
  if (at + LOCAL_BYTES > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw invalid();
  const start = at + LOCAL_BYTES + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw invalid();
  return bytes.subarray(start, start + entry.compressedSize);
}

async function inflateEntry(compressed: Buffer, budget: number): Promise<Buffer> {
  try {
    // maxOutputLength makes zlib give up the moment its output passes the budget.
    return await inflateRawAsync(compressed, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? new ZipRefusal('tooLarge') : invalid();
  }
}

/** How much compressed data is handed to zlib at a time while an entry streams. */
const STREAM_SLICE_BYTES = 16 * 1024;

/**
 * One entry's data as it inflates, chunk by chunk, for a reader that may stop early: only what was
 * read so far is ever held. Throws `ZipRefusal('tooLarge')` as soon as the output passes `budget`,
 * `ZipRefusal('invalid')` for data zlib cannot inflate or that is not stored or deflated. Ending
 * the iteration stops inflating.
 */
export async function* inflatedChunks(bytes: Buffer, entry: CentralEntry, budget: number): AsyncGenerator<Buffer> {
  const compressed = compressedData(bytes, entry);
  if (entry.method !== STORED && entry.method !== DEFLATED) throw invalid();
  const slices = function* () {
    for (let at = 0; at < compressed.length; at += STREAM_SLICE_BYTES) yield compressed.subarray(at, at + STREAM_SLICE_BYTES);
  };
  const source = Readable.from(slices(), { objectMode: false });
  const output = entry.method === STORED ? source : source.pipe(createInflateRaw());
  let total = 0;
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > budget) throw new ZipRefusal('tooLarge');
      yield chunk;
    }
  } catch (error) {
    throw error instanceof ZipRefusal ? error : invalid();
  } finally {
    source.destroy();
    output.destroy();
  }
}

/**
 * Every entry of a ZIP, inflated, in the central directory's order. Refuses (`ZipRefusal`) a file
 * that is not a ZIP of stored or deflated entries, one whose entries do not inflate to the sizes
 * they declare, and one whose entries together inflate past `limits.inflatedBytes` — found out while
 * inflating, never from what the file declares — or that holds more than `limits.entries`.
 */
export async function inflateZip(bytes: Buffer, limits: InflateLimits): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  let total = 0;
  for (const entry of centralEntries(bytes, limits)) {
    const compressed = compressedData(bytes, entry);
    if (entry.method !== STORED && entry.method !== DEFLATED) throw invalid();
    const budget = limits.inflatedBytes - total;
    if (entry.method === STORED && compressed.length > budget) throw new ZipRefusal('tooLarge');
    const data = entry.method === STORED ? compressed : await inflateEntry(compressed, budget);
    if (data.length > budget) throw new ZipRefusal('tooLarge');
    if (data.length !== entry.size) throw invalid();
    total += data.length;
    entries.push({ name: entry.name, utf8: (entry.flags & UTF8_NAME) !== 0, data });
  }
  return entries;
}

/**
 * A ZIP holding `entries` uncompressed: what a reader then inflates is exactly these bytes, whatever
 * the original file declared (a reader that finds entries differently — after bytes prepended to
 * the archive, say — cannot be led to other data).
 */
export function storedZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, utf8, data } of entries) {
    const checksum = crc32(data);
    const flags = utf8 ? UTF8_NAME : 0;
    const local = Buffer.alloc(LOCAL_BYTES);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01: the entries' times are not kept
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(CENTRAL_BYTES);
    record.writeUInt32LE(CENTRAL, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(STORED, 10);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(checksum, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(record, name);
    offset += LOCAL_BYTES + name.length + data.length;
  }
  const centralLength = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(EOCD_BYTES);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
