import type { AsrLanguage } from '@peilian/shared';
import type { ProviderError } from '../errors.js';

/** A hot word sent with one stream: boosts recognition of the organisation's own terms. */
export interface AsrHotword {
  word: string;
  /** 1–11, or 100 (the spec's priority 100 = Tencent's strongest boost); default 10. */
  weight?: number;
}

/** The best transcript so far of the whole stream (finished sentences and the current one). */
export interface AsrPartial {
  text: string;
  /** True when a sentence just finished (its words will not change any more). */
  sentenceEnd: boolean;
}

/** The whole stream's transcript, once, after `end()`. */
export interface AsrFinal {
  text: string;
  /** Length of the audio received, 16 kHz 16-bit mono. */
  audioMs: number;
}

export interface AsrStreamOptions {
  /** The scenario's recognition language (spec §9, a 16k_* code). */
  language: AsrLanguage;
  hotwords?: readonly AsrHotword[] | undefined;
  onPartial(result: AsrPartial): void;
  onFinal(result: AsrFinal): void;
  /** Once, instead of `onFinal`: the session falls back to typed input. */
  onError(error: ProviderError): void;
}

/**
 * One utterance being recognised. `write` takes one frame of 16 kHz mono 16-bit PCM (≤ 4096
 * samples) and throws a `ProviderError` of kind `badFrame` for anything else — the stream stays
 * open and later frames are taken. `end` asks for the final result; `close` drops the stream with
 * no further callbacks. After `onFinal` or `onError` nothing else is called.
 */
export interface AsrStream {
  write(pcm16kMono16bit: Buffer): void;
  end(): void;
  close(): void;
}

/**
 * Speech recognition for live sessions. `recognisesAudio` false (the `device` provider) means the
 * learner's device recognises speech itself (Web Speech API, WeChat's plug-in) and sends text.
 */
export interface AsrProvider {
  readonly name: 'device' | 'tencent';
  readonly recognisesAudio: boolean;
  openStream(options: AsrStreamOptions): AsrStream;
}

/** Milliseconds of 16 kHz 16-bit mono PCM in `bytes`. */
export const pcmMs = (bytes: number) => Math.round(bytes / 32);
