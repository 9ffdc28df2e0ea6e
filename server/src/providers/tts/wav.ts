/** 16-bit PCM audio: samples little-endian, interleaved when several channels. */
export interface Pcm16 {
  sampleRate: number;
  channels: number;
  data: Buffer;
}

const HEADER_BYTES = 44;

/**
 * Reads a 16-bit PCM WAV. Size fields are not trusted: a streamed WAV (espeak-ng `--stdout`) carries
 * 0x7fffffff there, so the data chunk runs to the end of the buffer. Returns null for anything else.
 */
export function parseWav(wav: Buffer): Pcm16 | null {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') return null;
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; codec: number } | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= wav.length) {
      format = {
        codec: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.codec !== 1 || format.bits !== 16 || format.channels < 1) return null;
      const end = Math.min(wav.length, body + size);
      const frame = 2 * format.channels;
      const data = wav.subarray(body, end - ((end - body) % frame));
      return { sampleRate: format.sampleRate, channels: format.channels, data };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** A canonical 44-byte-header WAV around 16-bit PCM. */
export function encodeWav({ sampleRate, channels, data }: Pcm16): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Length of PCM audio in whole milliseconds. */
export const pcmDurationMs = ({ sampleRate, channels, data }: Pcm16) => Math.round((data.length / (2 * channels) / sampleRate) * 1000);

/**
 * Mono 16-bit PCM at `targetRate` (first channel, linear interpolation): turns espeak-ng's 22 050 Hz
 * into the voice socket's 16 kHz.
 */
export function resampleMono(pcm: Pcm16, targetRate: number): Pcm16 {
  const frame = 2 * pcm.channels;
  const inputFrames = Math.floor(pcm.data.length / frame);
  if (pcm.sampleRate === targetRate && pcm.channels === 1) return { ...pcm, data: pcm.data.subarray(0, inputFrames * 2) };
  const outputFrames = Math.floor((inputFrames * targetRate) / pcm.sampleRate);
  const out = Buffer.alloc(outputFrames * 2);
  const sample = (index: number) => pcm.data.readInt16LE(Math.min(index, inputFrames - 1) * frame);
  for (let i = 0; i < outputFrames; i += 1) {
    const position = (i * pcm.sampleRate) / targetRate;
    const left = Math.floor(position);
    const fraction = position - left;
    out.writeInt16LE(Math.round(sample(left) * (1 - fraction) + sample(left + 1) * fraction), i * 2);
  }
  return { sampleRate: targetRate, channels: 1, data: out };
}
