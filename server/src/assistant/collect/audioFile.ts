import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { AUDIO_FORMATS, fileExtension } from '@peilian/shared';

const run = promisify(execFile);
const HEAD_BYTES = 64;
/** The ASF header object GUID that starts every WMA file. */
const ASF = Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]);

export type AudioFormat = (typeof AUDIO_FORMATS)[number];

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');
const frameSync = (head: Buffer) => head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0;
const oggs = (head: Buffer) => ascii(head, 0, 4) === 'OggS';

/** The first bytes each of the spec's audio formats (admin §9) starts with. */
const HEAD_CHECKS: Record<AudioFormat, (head: Buffer) => boolean> = {
  wav: (head) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE',
  mp3: (head) => ascii(head, 0, 3) === 'ID3' || frameSync(head),
  m4a: (head) => ascii(head, 4, 8) === 'ftyp',
  wma: (head) => head.length >= ASF.length && head.subarray(0, ASF.length).equals(ASF),
  amr: (head) => ascii(head, 0, 5) === '#!AMR',
  // ADTS frames (sync 0xFFF) or an ADIF header.
  aac: (head) => (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) || ascii(head, 0, 4) === 'ADIF',
  ogg: oggs,
  opus: oggs,
  flac: (head) => ascii(head, 0, 4) === 'fLaC',
};

const isAudioFormat = (format: string): format is AudioFormat => (AUDIO_FORMATS as readonly string[]).includes(format);

/** The format a recording's name says, when its first bytes are that format too; null otherwise (a renamed file fails). */
export async function checkedAudioFormat(filePath: string, filename: string): Promise<AudioFormat | null> {
  const format = fileExtension(filename).toLowerCase();
  if (!isAudioFormat(format)) return null;
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return HEAD_CHECKS[format](head.subarray(0, bytesRead)) ? format : null;
  } finally {
    await handle.close();
  }
}

/** A recording's length and channels. */
export interface AudioShape {
  durationMs: number;
  channels: number;
}

/** A WAV's shape from its canonical header (channels at 22, byte rate at 28), or undefined. */
async function wavShape(filePath: string): Promise<AudioShape | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(44);
    const { bytesRead } = await handle.read(header, 0, 44, 0);
    if (bytesRead < 44 || ascii(header, 0, 4) !== 'RIFF' || ascii(header, 8, 12) !== 'WAVE') return undefined;
    const byteRate = header.readUInt32LE(28);
    return { channels: header.readUInt16LE(22) || 1, durationMs: byteRate > 0 ? Math.round(((size - 44) / byteRate) * 1000) : 0 };
  } finally {
    await handle.close();
  }
}

/**
 * A recording's duration and channels: by `ffprobe` when it is installed, else by a WAV's header;
 * unknown (0 ms, one channel) otherwise — the recogniser then tells the duration.
 */
export async function audioShape(filePath: string): Promise<AudioShape> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=channels', '-of', 'json', filePath], { timeout: 30_000 });
    const probed = JSON.parse(stdout) as { format?: { duration?: string }; streams?: { channels?: number }[] };
    const seconds = Number(probed.format?.duration ?? 0);
    const channels = probed.streams?.find((stream) => typeof stream.channels === 'number')?.channels ?? 1;
    return { durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0, channels };
  } catch {
    return (await wavShape(filePath)) ?? { durationMs: 0, channels: 1 };
  }
}
