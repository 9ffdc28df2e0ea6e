import { randomUUID } from 'node:crypto';
import type { TtsConfig } from '../config.js';
import { ProviderError } from '../errors.js';
import { postJson } from '../http.js';
import { tc3Headers } from '../sms/tc3.js';
import { clampSpeed, type TtsProvider, type TtsRequest, type TtsResult } from './types.js';
import { encodeWav, parseWav, pcmDurationMs, type Pcm16 } from './wav.js';

type TencentTtsConfig = Omit<Extract<TtsConfig, { provider: 'tencent' }>, 'cacheBytes'>;

const VERSION = '2019-08-23';
const SAMPLE_RATE = 16_000;
/** TextToVoice takes up to 150 Chinese characters per call; longer lines are sent in pieces. */
export const TENCENT_TTS_TEXT_MAX = 150;
/** Tencent's Cantonese voice, used for `yue` when no voice number is given. */
const CANTONESE_VOICE = 101019;
/** Tencent's `Speed` scale (-2 … 6) at known rates: -2 = 0.6×, 0 = 1×, 2 = 1.5×, 6 = 2.5×. */
const SPEED_POINTS: [rate: number, speed: number][] = [
  [0.6, -2],
  [0.8, -1],
  [1, 0],
  [1.2, 1],
  [1.5, 2],
  [2.5, 6],
];

/** Tencent's `Speed` value for a rate relative to normal. */
export function tencentSpeed(rate: number): number {
  const clamped = clampSpeed(rate);
  if (clamped <= SPEED_POINTS[0]![0]) return SPEED_POINTS[0]![1];
  for (let i = 1; i < SPEED_POINTS.length; i += 1) {
    const [rateA, speedA] = SPEED_POINTS[i - 1]!;
    const [rateB, speedB] = SPEED_POINTS[i]!;
    if (clamped <= rateB) return Math.round((speedA + ((clamped - rateA) / (rateB - rateA)) * (speedB - speedA)) * 100) / 100;
  }
  return SPEED_POINTS.at(-1)![1];
}

/** Pieces of at most `max` characters, cut after sentence punctuation where possible. */
export function splitText(text: string, max = TENCENT_TTS_TEXT_MAX): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut = Math.max(...['。', '！', '？', '；', '，', '.', '!', '?', ';', ','].map((mark) => window.lastIndexOf(mark)));
    const end = cut > 0 ? cut + 1 : max;
    pieces.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  if (rest.trim()) pieces.push(rest);
  return pieces;
}

interface TextToVoiceResponse {
  Response?: { Audio?: string; Error?: { Code?: string; Message?: string }; RequestId?: string };
}

/**
 * Tencent Cloud TTS (API 3.0 `TextToVoice`, version 2019-08-23, TC3-HMAC-SHA256) asking for 16 kHz
 * WAV; a line longer than one call takes is synthesized piece by piece and joined.
 */
export class TencentTtsProvider implements TtsProvider {
  readonly name = 'tencent';

  constructor(private readonly config: TencentTtsConfig) {}

  async synthesize(request: TtsRequest, signal?: AbortSignal): Promise<TtsResult> {
    const text = request.text.trim();
    if (!text) throw new ProviderError('tts', 'badInput', 'nothing to say');
    const pieces: Pcm16[] = [];
    for (const piece of splitText(text)) pieces.push(await this.call(piece, request, signal));
    const joined: Pcm16 = { sampleRate: pieces[0]!.sampleRate, channels: pieces[0]!.channels, data: Buffer.concat(pieces.map((pcm) => pcm.data)) };
    return { audio: encodeWav(joined), format: 'wav', sampleRate: joined.sampleRate, durationMs: pcmDurationMs(joined) };
  }

  private voiceType(request: TtsRequest): number {
    if (/^\d+$/.test(request.voice.trim())) return Number(request.voice.trim());
    return request.language === 'yue' ? CANTONESE_VOICE : this.config.defaultVoiceType;
  }

  private async call(text: string, request: TtsRequest, signal: AbortSignal | undefined): Promise<Pcm16> {
    const url = new URL('/', this.config.endpoint);
    const payload = JSON.stringify({
      Text: text,
      SessionId: randomUUID(),
      ModelType: 1,
      VoiceType: this.voiceType(request),
      PrimaryLanguage: request.language === 'en' ? 2 : 1,
      SampleRate: SAMPLE_RATE,
      Codec: 'wav',
      Speed: tencentSpeed(request.speed ?? 1),
      Volume: 0,
    });
    const { Host: _host, ...headers } = tc3Headers({
      ...this.config.credentials,
      service: 'tts',
      host: url.host,
      action: 'TextToVoice',
      version: VERSION,
      region: this.config.region,
      payload,
      timestamp: Math.floor(Date.now() / 1000),
    });
    const { body } = await postJson('tts', url.toString(), { headers, body: payload, timeoutMs: this.config.timeoutMs, signal });
    const result = (body as TextToVoiceResponse).Response;
    if (result?.Error) throw new ProviderError('tts', 'refused', result.Error.Message ?? 'Tencent TTS error', result.Error.Code ?? '');
    const pcm = typeof result?.Audio === 'string' ? parseWav(Buffer.from(result.Audio, 'base64')) : null;
    if (!pcm || pcm.data.length === 0) throw new ProviderError('tts', 'badResponse', 'Tencent TTS answered no WAV audio', 'NoAudio');
    return pcm;
  }
}
