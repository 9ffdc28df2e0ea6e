import { createHmac, randomInt, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { Logger } from '../../logger.js';
import type { AsrConfig } from '../config.js';
import { ProviderError, type ProviderErrorKind } from '../errors.js';
import { pcmFrame } from './frames.js';
import { pcmMs, type AsrHotword, type AsrProvider, type AsrStream, type AsrStreamOptions } from './types.js';

type TencentAsrConfig = Extract<AsrConfig, { provider: 'tencent' }>;

/** Tencent's temporary hot-word list: ≤ 128 words of ≤ 30 characters, `word|weight` joined by commas. */
const HOTWORDS_MAX = 128;
const HOTWORD_CHARS_MAX = 30;
/** Audio held while the handshake is still running (about 30 s of speech). */
const PENDING_MAX_BYTES = 30 * 32_000;
const SIGNATURE_VALIDITY_S = 3600;

/** The `hotword_list` parameter: words cleaned of the list's separators, weights 1–11 or 100. */
export function hotwordList(hotwords: readonly AsrHotword[]): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const { word, weight } of hotwords) {
    const clean = word.replace(/[|,\s]/g, '');
    if (!clean || [...clean].length > HOTWORD_CHARS_MAX || seen.has(clean)) continue;
    seen.add(clean);
    const w = weight === 100 ? 100 : Math.min(11, Math.max(1, Math.round(weight ?? 10)));
    items.push(`${clean}|${w}`);
    if (items.length >= HOTWORDS_MAX) break;
  }
  return items.join(',');
}

/**
 * The signed URL of the real-time ASR WebSocket (API 2.0): parameters sorted by name; the signature
 * is HMAC-SHA1 over `host/asr/v2/<appid>?<sorted parameters with raw values>`, base64.
 */
export function signedAsrUrl(config: Pick<TencentAsrConfig, 'endpoint' | 'appId' | 'credentials'>, params: Record<string, string>): string {
  const base = new URL(config.endpoint);
  const path = `${base.pathname.replace(/\/+$/, '')}/asr/v2/${config.appId}`;
  const sorted = Object.keys(params).sort();
  const raw = sorted.map((name) => `${name}=${params[name]}`).join('&');
  const signature = createHmac('sha1', config.credentials.secretKey).update(`${base.host}${path}?${raw}`, 'utf8').digest('base64');
  const query = sorted.map((name) => `${name}=${encodeURIComponent(params[name]!)}`).join('&');
  return `${base.protocol}//${base.host}${path}?${query}&signature=${encodeURIComponent(signature)}`;
}

interface AsrMessage {
  code?: number;
  message?: string;
  voice_id?: string;
  final?: number;
  result?: { slice_type?: number; index?: number; voice_text_str?: string };
}

/**
 * Tencent Cloud real-time speech recognition over WebSocket: 16 kHz PCM (`voice_format=1`) in
 * binary frames, `{"type":"end"}` to finish, JSON results with `slice_type` 0/1/2 per sentence and
 * `final: 1` at the end. Handshake and final result each have `timeoutMs`.
 */
export class TencentAsrProvider implements AsrProvider {
  readonly name = 'tencent';
  readonly recognisesAudio = true;

  constructor(
    private readonly config: TencentAsrConfig,
    private readonly logger?: Logger,
  ) {}

  openStream(options: AsrStreamOptions): AsrStream {
    return new TencentAsrStream(this.config, options, this.logger);
  }
}

/** A stream's URL parameters (hot words only when there are any). */
function streamParams(config: TencentAsrConfig, options: Pick<AsrStreamOptions, 'language' | 'hotwords'>): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const hotwords = hotwordList(options.hotwords ?? []);
  return {
    secretid: config.credentials.secretId,
    timestamp: String(timestamp),
    expired: String(timestamp + SIGNATURE_VALIDITY_S),
    nonce: String(randomInt(1, 2 ** 31 - 1)),
    engine_model_type: options.language,
    voice_id: randomUUID(),
    voice_format: '1',
    needvad: '1',
    convert_num_mode: '1',
    ...(hotwords ? { hotword_list: hotwords } : {}),
  };
}

class TencentAsrStream implements AsrStream {
  private readonly socket: WebSocket;
  private ready = false;
  private ended = false;
  private done = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private bytes = 0;
  private readonly sentences = new Map<number, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: TencentAsrConfig,
    private readonly options: AsrStreamOptions,
    private readonly logger: Logger | undefined,
  ) {
    const url = signedAsrUrl(config, streamParams(config, options));
    this.socket = new WebSocket(url, { handshakeTimeout: config.timeoutMs, maxPayload: 1024 * 1024 });
    this.arm('handshake');
    this.socket.on('message', (data, isBinary) => {
      if (!isBinary) this.receive(data.toString());
    });
    this.socket.on('unexpected-response', (_request, response) =>
      this.fail('refused', `Tencent ASR refused the connection: HTTP ${response.statusCode}`, String(response.statusCode)),
    );
    this.socket.on('error', (error) => this.fail('unreachable', `Tencent ASR unreachable: ${error.message}`, 'Network'));
    this.socket.on('close', (code) => this.fail('unreachable', `Tencent ASR closed the connection (${code}) before the final result`, String(code)));
  }

  write(frame: Buffer): void {
    if (this.done || this.ended) throw new ProviderError('asr', 'badInput', 'the stream has ended', 'Ended');
    const pcm = pcmFrame(frame);
    this.bytes += pcm.length;
    if (this.ready) return this.socket.send(pcm);
    this.pendingBytes += pcm.length;
    if (this.pendingBytes > PENDING_MAX_BYTES) return this.fail('timeout', 'Tencent ASR handshake is too slow for the audio', 'Backlog');
    this.pending.push(pcm);
  }

  end(): void {
    if (this.done || this.ended) return;
    this.ended = true;
    if (this.ready) this.sendEnd();
  }

  close(): void {
    this.finish();
  }

  private sendEnd(): void {
    this.socket.send(JSON.stringify({ type: 'end' }));
    this.arm('final result');
  }

  private arm(what: string): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail('timeout', `Tencent ASR ${what} took longer than ${this.config.timeoutMs} ms`, 'Timeout'), this.config.timeoutMs);
  }

  private receive(text: string): void {
    let message: AsrMessage;
    try {
      message = JSON.parse(text) as AsrMessage;
    } catch {
      return this.fail('badResponse', 'Tencent ASR sent a message that is not JSON', 'NotJson');
    }
    if (message.code !== 0) return this.fail('refused', message.message ?? 'Tencent ASR error', String(message.code ?? ''));
    if (!this.ready) return this.onReady();
    const result = message.result;
    if (result && typeof result.voice_text_str === 'string') {
      this.sentences.set(result.index ?? 0, result.voice_text_str);
      this.call(() => this.options.onPartial({ text: this.transcript(), sentenceEnd: result.slice_type === 2 }));
    }
    if (message.final === 1) {
      const final = { text: this.transcript(), audioMs: pcmMs(this.bytes) };
      this.finish();
      this.call(() => this.options.onFinal(final));
    }
  }

  private onReady(): void {
    this.ready = true;
    clearTimeout(this.timer);
    for (const frame of this.pending) this.socket.send(frame);
    this.pending = [];
    if (this.ended) this.sendEnd();
  }

  private transcript(): string {
    return [...this.sentences.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, text]) => text)
      .join('');
  }

  private fail(kind: ProviderErrorKind, message: string, code: string): void {
    if (this.done) return;
    this.finish();
    const error = new ProviderError('asr', kind, message, code);
    this.call(() => this.options.onError(error));
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    this.pending = [];
    this.socket.removeAllListeners('close');
    // A late error of a socket being torn down must not be unhandled.
    this.socket.on('error', () => undefined);
    this.socket.terminate();
  }

  /** A listener that throws must not break the socket's event loop; its error is logged. */
  private call(listener: () => void): void {
    try {
      listener();
    } catch (error) {
      this.logger?.error({ err: error }, 'ASR listener failed');
    }
  }
}
