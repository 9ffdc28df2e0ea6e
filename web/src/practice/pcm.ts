import { VOICE_SOCKET_AUDIO } from '@peilian/shared';

/**
 * Microphone audio as the voice socket takes it (learner-and-session §9): 16 kHz mono 16-bit PCM
 * in frames of 4096 samples. Input blocks at the audio context's rate are averaged down to 16 kHz
 * (each output sample the mean of the input samples it covers: a box filter against aliasing),
 * clipped to [-1, 1] and packed as little-endian Int16.
 */
export class PcmFramer {
  private readonly ratio: number;
  private readonly frame = new Int16Array(VOICE_SOCKET_AUDIO.bufferSize);
  private filled = 0;
  /** Position (in input samples) of the next output sample's end, relative to the next input block. */
  private next: number;
  private sum = 0;
  private count = 0;

  constructor(
    inputRate: number,
    private readonly onFrame: (frame: ArrayBuffer) => void,
  ) {
    if (!(inputRate >= VOICE_SOCKET_AUDIO.sampleRate)) throw new Error(`cannot downsample from ${inputRate} Hz`);
    this.ratio = inputRate / VOICE_SOCKET_AUDIO.sampleRate;
    this.next = this.ratio;
  }

  /** Takes one block of mono float samples at the input rate. */
  push(block: Float32Array): void {
    let at = 0;
    while (at < block.length) {
      const end = Math.min(block.length, Math.ceil(this.next));
      for (; at < end; at += 1) {
        this.sum += block[at]!;
        this.count += 1;
      }
      if (at >= this.next) {
        this.emitSample(this.count > 0 ? this.sum / this.count : 0);
        this.sum = 0;
        this.count = 0;
        this.next += this.ratio;
      }
    }
    this.next -= block.length;
  }

  /** Sends what is left as a last, shorter frame. */
  flush(): void {
    if (this.count > 0) this.emitSample(this.sum / this.count);
    this.sum = 0;
    this.count = 0;
    if (this.filled > 0) this.onFrame(this.frame.slice(0, this.filled).buffer);
    this.filled = 0;
  }

  private emitSample(value: number): void {
    const clipped = Math.max(-1, Math.min(1, value));
    this.frame[this.filled] = Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff);
    this.filled += 1;
    if (this.filled === this.frame.length) {
      this.onFrame(this.frame.slice().buffer);
      this.filled = 0;
    }
  }
}
