import type { VoiceprintConfig } from '../config.js';
import { ProviderError } from '../errors.js';
import { postJson } from '../http.js';
import { tc3Headers } from '../sms/tc3.js';
import { encodeWav, type Pcm16 } from '../tts/wav.js';
import type { EnrolledVoice, KnownVoice, Speaker, VoiceMatch, VoiceprintProvider } from './types.js';

type TencentVoiceprintConfig = Omit<Extract<VoiceprintConfig, { provider: 'tencent' }>, 'provider'>;

const VERSION = '2019-06-14';
const WAV_FORMAT = 1;

/** Tencent's group of an organisation's voiceprints: 1:N never looks outside it. */
export const tencentGroupId = (orgId: string) => `org_${orgId.replace(/-/g, '')}`;

interface TencentAnswer {
  Response?: { Data?: Record<string, unknown>; Error?: { Code?: string; Message?: string }; RequestId?: string };
}

const badResponse = (message: string) => new ProviderError('voiceprint', 'badResponse', message, 'BadAnswer');

/** A Tencent score (a number or a numeric string, 0–100) as a whole 0–100 number, or null. */
function scoreOf(value: unknown): number | null {
  const score = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(score) ? Math.round(Math.min(100, Math.max(0, score))) : null;
}

function refOf(voice: EnrolledVoice): string {
  if (!voice.ref)
    throw new ProviderError('voiceprint', 'badInput', 'the voiceprint has no Tencent VoicePrintId (enrolled with another provider?)', 'NoVoicePrintId');
  return voice.ref;
}

/**
 * Tencent Cloud ASR's voiceprint recognition (API 3.0, version 2019-06-14, TC3-HMAC-SHA256):
 * voiceprints live at Tencent, one group per organisation; we keep their `VoicePrintId`s.
 */
export class TencentVoiceprintProvider implements VoiceprintProvider {
  readonly name = 'tencent';

  constructor(private readonly config: TencentVoiceprintConfig) {}

  async enrol(speaker: Speaker, audio: Pcm16): Promise<EnrolledVoice> {
    const data = await this.call('VoicePrintEnroll', { ...audioFields(audio), SpeakerNick: speaker.userId, GroupId: tencentGroupId(speaker.orgId) });
    if (typeof data.VoicePrintId !== 'string' || !data.VoicePrintId) throw badResponse('Tencent answered no VoicePrintId');
    return { ref: data.VoicePrintId, embedding: null };
  }

  async verify(_orgId: string, voice: KnownVoice, audio: Pcm16): Promise<number> {
    const data = await this.call('VoicePrintVerify', { ...audioFields(audio), VoicePrintId: refOf(voice) });
    const score = scoreOf(data.Score);
    if (score === null) throw badResponse('Tencent answered no Score');
    return score;
  }

  async identify(orgId: string, voices: readonly KnownVoice[], audio: Pcm16): Promise<VoiceMatch[]> {
    if (voices.length === 0) return [];
    const data = await this.call('VoicePrintGroupVerify', { ...audioFields(audio), GroupId: tencentGroupId(orgId), TopN: voices.length });
    if (!Array.isArray(data.VerifyTops)) throw badResponse('Tencent answered no VerifyTops');
    const scores = new Map<string, number>();
    for (const top of data.VerifyTops as { VoicePrintId?: unknown; Score?: unknown }[]) {
      const score = scoreOf(top?.Score);
      if (typeof top?.VoicePrintId === 'string' && score !== null) scores.set(top.VoicePrintId, Math.max(score, scores.get(top.VoicePrintId) ?? 0));
    }
    // Only the given voices count: an id Tencent lists that is not among them is ignored.
    return voices.map((voice) => ({ userId: voice.userId, score: (voice.ref && scores.get(voice.ref)) || 0 })).sort((a, b) => b.score - a.score);
  }

  async remove(_orgId: string, voice: EnrolledVoice): Promise<void> {
    await this.call('VoicePrintDelete', { VoicePrintId: refOf(voice), DelMod: 0 });
  }

  /** One signed API call; the answer's `Response.Data`. */
  private async call(action: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    const url = new URL('/', this.config.endpoint);
    const payload = JSON.stringify(fields);
    const { Host: _host, ...headers } = tc3Headers({
      ...this.config.credentials,
      service: 'asr',
      host: url.host,
      action,
      version: VERSION,
      region: this.config.region,
      payload,
      timestamp: Math.floor(Date.now() / 1000),
    });
    const { body } = await postJson('voiceprint', url.toString(), { headers, body: payload, timeoutMs: this.config.timeoutMs });
    const result = (body as TencentAnswer | null)?.Response;
    if (result?.Error) throw new ProviderError('voiceprint', 'refused', result.Error.Message ?? `Tencent ${action} error`, result.Error.Code ?? '');
    if (!result?.Data || typeof result.Data !== 'object') throw badResponse(`Tencent answered ${action} without Data`);
    return result.Data;
  }
}

/** The audio as `VoicePrint*` actions take it: a base64 16 kHz WAV. */
const audioFields = (audio: Pcm16) => ({ VoiceFormat: WAV_FORMAT, SampleRate: audio.sampleRate, Data: encodeWav(audio).toString('base64') });
