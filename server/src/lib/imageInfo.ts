import { open } from 'node:fs/promises';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX } from '@peilian/shared';
import { invalidInput } from '../errors/index.js';

/** What an image's header says: its type (by its bytes, never its name) and size in pixels. */
export interface ImageInfo {
  type: 'png' | 'jpg';
  width: number;
  height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** JPEG start-of-frame markers carrying the size (baseline, progressive, lossless, …; not DHT/JPG/DAC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** How far into a JPEG the frame header is looked for (EXIF thumbnails can push it back). */
const JPEG_SCAN_BYTES = 1024 * 1024;

function pngInfo(head: Buffer): ImageInfo | undefined {
  if (head.length < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { type: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** Walks the JPEG segments to the first start-of-frame; 0×0 when none is found. */
function jpegInfo(data: Buffer): ImageInfo {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return { type: 'jpg', width: 0, height: 0 };
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (SOF.has(marker)) return { type: 'jpg', height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + data.readUInt16BE(at + 2);
  }
  return { type: 'jpg', width: 0, height: 0 };
}

/** The type and size of a PNG or JPEG file, or undefined for anything else. */
export async function readImageInfo(filePath: string): Promise<ImageInfo | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(JPEG_SCAN_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, JPEG_SCAN_BYTES, 0);
    const data = buffer.subarray(0, bytesRead);
    if (data.length >= 8 && data.subarray(0, 8).equals(PNG)) return pngInfo(data) ?? { type: 'png', width: 0, height: 0 };
    if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return jpegInfo(data);
    return undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Refuses an image larger than any upload takes (`IMAGE_MAX_SIDE_PX` a side, `IMAGE_MAX_MEGAPIXELS`
 * in all), by what its header says, before anything is stored: 400 naming the limits and its size.
 */
export function assertImageDimensions({ width, height }: ImageInfo): void {
  if (width <= IMAGE_MAX_SIDE_PX && height <= IMAGE_MAX_SIDE_PX && width * height <= IMAGE_MAX_MEGAPIXELS * 1_000_000) return;
  throw invalidInput('library.rules.imageDimensions', { side: IMAGE_MAX_SIDE_PX, megapixels: IMAGE_MAX_MEGAPIXELS, width, height }, 'file');
}
