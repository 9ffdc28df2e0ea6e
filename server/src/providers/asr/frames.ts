import { PCM_FRAME_MAX_BYTES } from '@peilian/shared';
import { ProviderError } from '../errors.js';

/** Leading bytes of the containers a client might send by mistake instead of raw PCM. */
const CONTAINER_MAGIC = ['RIFF', 'ID3', 'OggS', 'fLaC', '\u001aE\u00df\u00a3', '#!AMR', 'ftyp'];

const badFrame = (code: string, message: string) => new ProviderError('asr', 'badFrame', message, code);

/**
 * One voice-socket frame as raw 16-bit PCM, or a `badFrame` error saying why not: not binary,
 * empty, an odd number of bytes, larger than one 4096-sample buffer, or a WAV/MP3/Ogg/… file.
 */
export function pcmFrame(frame: unknown): Buffer {
  let bytes: Buffer;
  if (Buffer.isBuffer(frame)) bytes = frame;
  else if (frame instanceof Uint8Array) bytes = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
  else if (frame instanceof ArrayBuffer) bytes = Buffer.from(frame);
  else throw badFrame('NotBinary', 'an audio frame must be binary 16-bit PCM');
  if (bytes.length === 0) throw badFrame('Empty', 'empty audio frame');
  if (bytes.length > PCM_FRAME_MAX_BYTES) throw badFrame('TooLarge', `audio frame of ${bytes.length} bytes exceeds ${PCM_FRAME_MAX_BYTES}`);
  if (bytes.length % 2 !== 0) throw badFrame('OddLength', 'a 16-bit PCM frame has an even number of bytes');
  const head = bytes.toString('latin1', 0, 8);
  if (CONTAINER_MAGIC.some((magic) => head.startsWith(magic) || head.slice(4).startsWith(magic)))
    throw badFrame('NotPcm', 'audio frame is a file format, not raw PCM');
  return bytes;
}
