import { RECORDER_AUDIO } from './recorderFormat';

/**
 * A WAV file (RIFF, PCM 16-bit mono) of the microphone's 16 kHz frames: the 44-byte header then
 * the samples as they came, little-endian.
 */
export function wavOf(frames: readonly (ArrayBuffer | Int16Array)[], sampleRate: number = RECORDER_AUDIO.sampleRate): Blob {
  const parts = frames.map((frame) => (frame instanceof Int16Array ? new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength) : new Uint8Array(frame)));
  const dataBytes = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const header = new DataView(new ArrayBuffer(44));
  const ascii = (at: number, text: string) => [...text].forEach((char, index) => header.setUint8(at + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  header.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  ascii(36, 'data');
  header.setUint32(40, dataBytes, true);
  return new Blob([header.buffer, ...parts] as BlobPart[], { type: 'audio/wav' });
}
