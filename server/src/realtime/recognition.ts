import { performance } from 'node:perf_hooks';
import type { AsrLanguage, dialogue } from '@peilian/shared';
import { appError, invalidInput } from '../errors/index.js';
import type { Logger } from '../logger.js';
import type { AsrFinal, AsrHotword, AsrProvider, AsrStream } from '../providers/asr/index.js';
import { ProviderError } from '../providers/errors.js';

/**
 * The server recogniser of spoken answers over the socket (docs/practice.md "Voice answers",
 * docs/faq.md "Spoken answers"): one open stream per key (a practice session, a quick Q&A drill),
 * owned by the socket that opened it. Frames are 16 kHz 16-bit PCM; the final text ends the stream.
 * Kept in process memory: a stream lives only as long as its socket, which is bound to one process.
 */

/** One spoken answer being recognised. */
interface OpenStream {
  socketId: string;
  stream: AsrStream;
  final: Promise<AsrFinal>;
  /** `performance.now()` when the recogniser's final text arrived. */
  finalAt: number | null;
  failure: ProviderError | null;
  /** Bytes of audio written, reported once through `onClosed`. */
  bytes: number;
  closed: (() => void) | null;
}

export interface RecognitionOptions {
  provider: AsrProvider;
  language: AsrLanguage;
  hotwords: readonly AsrHotword[];
  /** The text so far, pushed to the learner as they speak. */
  onPartial(text: string): void;
  /** Once, when the stream ends however it ends: the milliseconds of audio the recogniser was sent (its usage). */
  onClosed(audioMs: number): void;
  log: Logger;
}

/** 16 kHz 16-bit mono: 32 bytes a millisecond. */
const PCM_BYTES_PER_MS = 32;

/** The final text of one answer and when it arrived (`performance.now()`; null: not seen). */
export interface Recognised {
  text: string;
  finalAt: number | null;
}

const unavailable = () => appError('errors.practiceSession.recognitionUnavailable');
const notOpen = () => appError('errors.practiceSession.notRecording');

/** The enabled hot words of a lexicon as the recogniser's boost list. */
export function recognitionHotwords(lexicon: Pick<dialogue.LexiconInput, 'hotWords'>): AsrHotword[] {
  return (lexicon.hotWords ?? []).filter((word) => word.status === 0).map((word) => ({ word: word.word, weight: word.priority }));
}

/** Refuses audio when the device recognises speech itself (`ASR_PROVIDER=device`): the page sends text. */
export function ensureRecognises(provider: AsrProvider): void {
  if (!provider.recognisesAudio) throw appError('errors.practiceSession.recognitionOff');
}

function reportClosed(entry: OpenStream): void {
  const closed = entry.closed;
  entry.closed = null;
  closed?.();
}

/** The open recognitions of one kind of key; each feature keeps its own, so keys never collide. */
export class Recognitions {
  private readonly streams = new Map<string, OpenStream>();

  /** Opens the recognition of `key` for the socket (a stream already open for the key is dropped). */
  open(socketId: string, key: string, options: RecognitionOptions): void {
    const { provider } = options;
    ensureRecognises(provider);
    this.close(key);
    let settle: { resolve: (final: AsrFinal) => void; reject: (error: Error) => void } | undefined;
    const final = new Promise<AsrFinal>((resolve, reject) => (settle = { resolve, reject }));
    final.catch(() => undefined);
    const entry: OpenStream = {
      socketId,
      final,
      finalAt: null,
      failure: null,
      bytes: 0,
      closed: () => options.onClosed(entry.bytes / PCM_BYTES_PER_MS),
      stream: provider.openStream({
        language: options.language,
        hotwords: options.hotwords,
        onPartial: (partial) => options.onPartial(partial.text),
        onFinal: (result) => {
          entry.finalAt = performance.now();
          settle?.resolve(result);
        },
        onError: (error) => {
          options.log.warn({ err: error }, 'speech recognition failed');
          entry.failure = error;
          settle?.reject(error);
        },
      }),
    };
    this.streams.set(key, entry);
  }

  /** Takes one frame; a bad frame is refused and the stream goes on, an outage ends it. */
  write(socketId: string, key: string, audio: unknown): void {
    const entry = this.owned(socketId, key);
    try {
      entry.stream.write(audio as Buffer);
      entry.bytes += (audio as Buffer).length;
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'badFrame') throw invalidInput('practiceSession.voice.badFrame', {}, 'audio');
      this.close(key);
      throw unavailable();
    }
  }

  /** The final text once the learner stopped (the provider's own timeout applies); nothing heard is refused. */
  async finish(socketId: string, key: string): Promise<Recognised> {
    const entry = this.owned(socketId, key);
    this.streams.delete(key);
    entry.stream.end();
    reportClosed(entry);
    let text: string;
    try {
      text = (await entry.final).text.trim();
    } catch {
      throw unavailable();
    }
    if (!text) throw appError('errors.practiceSession.notHeard');
    return { text, finalAt: entry.finalAt };
  }

  /**
   * Closes the socket's own stream of the key unheard (the learner cancelled the answer): the
   * recogniser is not asked for a final text. Nothing open, or another socket's, is left as it is.
   */
  discard(socketId: string, key: string): void {
    const entry = this.streams.get(key);
    if (!entry || entry.socketId !== socketId) return;
    this.close(key);
  }

  /** Drops every stream the socket opened (it disconnected). */
  closeSocket(socketId: string): void {
    for (const [key, entry] of this.streams) {
      if (entry.socketId === socketId) this.close(key);
    }
  }

  /** Closes the stream of the key, if any, and reports its usage. */
  private close(key: string): void {
    const entry = this.streams.get(key);
    if (!entry) return;
    this.streams.delete(key);
    entry.stream.close();
    reportClosed(entry);
  }

  /** The socket's own open stream of the key (another socket's, or none, is refused). */
  private owned(socketId: string, key: string): OpenStream {
    const entry = this.streams.get(key);
    if (!entry || entry.socketId !== socketId) throw notOpen();
    if (entry.failure) {
      this.close(key);
      throw unavailable();
    }
    return entry;
  }
}
