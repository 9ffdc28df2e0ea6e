import { Mp3Encoder } from '@breezystack/lamejs';
import { RECORDER_AUDIO } from './recorderFormat';

/**
 * The learner's recording as mp3 (learner-and-session §9 "Recorder": 16 kHz mono, 16 kbps) encoded
 * with lamejs while the microphone's 16-bit PCM frames come in: `push` each frame, `finish` once.
 */
export class Mp3Writer {
  private readonly encoder = new Mp3Encoder(1, RECORDER_AUDIO.sampleRate, RECORDER_AUDIO.kbps);
  private readonly chunks: Uint8Array[] = [];
  private samples = 0;

  /** Takes one frame of little-endian 16-bit samples (an ArrayBuffer as the voice socket sends it). */
  push(frame: ArrayBuffer | Int16Array): void {
    const pcm = frame instanceof Int16Array ? frame : new Int16Array(frame);
    if (pcm.length === 0) return;
    this.samples += pcm.length;
    // lamejs encodes whole MPEG frames (576 samples at 16 kHz) and keeps the rest for the next call.
    const out = this.encoder.encodeBuffer(pcm);
    if (out.length > 0) this.chunks.push(out.slice());
  }

  /** The duration of the audio pushed so far, in ms. */
  get durationMs(): number {
    return Math.round((this.samples / RECORDER_AUDIO.sampleRate) * 1000);
  }

  /** Flushes the encoder and answers the whole mp3 (no more frames may be pushed). */
  finish(): Blob {
    const tail = this.encoder.flush();
    if (tail.length > 0) this.chunks.push(tail.slice());
    return new Blob(this.chunks as BlobPart[], { type: 'audio/mpeg' });
  }
}
