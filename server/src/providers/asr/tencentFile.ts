import type { AsrFileConfig } from '../config.js';
import { ProviderError } from '../errors.js';
import { postJson } from '../http.js';
import { tc3Headers } from '../sms/tc3.js';
import type { FileRecognitionProvider, FileRecognitionRequest, FileRecognitionState, HeardSentence } from './fileTypes.js';

type TencentFileConfig = Omit<Extract<AsrFileConfig, { provider: 'tencent' }>, 'provider'>;

const VERSION = '2019-06-14';
/** Tencent takes `Data` up to 5 MB; above it the audio must be given by `Url`. */
const INLINE_BYTES = 5 * 1024 * 1024;
/** Two channels are recognised one speaker a channel by the telephone engine (Tencent: ChannelNum 2 needs an 8k engine). */
const STEREO_ENGINE = '8k_zh';
/** Sentence detail with punctuation: `ResultDetail` with `SpeakerId`, `StartMs`, `EndMs`. */
const SENTENCE_DETAIL = 2;

interface TencentAnswer {
  Response?: { Data?: Record<string, unknown>; Error?: { Code?: string; Message?: string }; RequestId?: string };
}

interface SentenceDetail {
  FinalSentence?: unknown;
  StartMs?: unknown;
  EndMs?: unknown;
  SpeakerId?: unknown;
}

const badResponse = (message: string) => new ProviderError('asr', 'badResponse', message, 'BadAnswer');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** The sentences of a finished task, in time order; empty ones dropped. */
export function sentencesOf(details: unknown): HeardSentence[] {
  if (!Array.isArray(details)) return [];
  return (details as SentenceDetail[])
    .filter((detail) => typeof detail?.FinalSentence === 'string' && detail.FinalSentence.trim() !== '')
    .map((detail) => ({
      speaker: whole(detail.SpeakerId) === 1 ? 1 : 0,
      startMs: whole(detail.StartMs),
      endMs: whole(detail.EndMs),
      text: String(detail.FinalSentence).trim(),
    }))
    .sort((a, b) => a.startMs - b.startMs || a.speaker - b.speaker);
}

/**
 * Tencent Cloud 录音文件识别 (ASR API 3.0, version 2019-06-14, TC3-HMAC-SHA256): `CreateRecTask`
 * with the audio (`Data` base64 up to 5 MB, else `Url`), one channel with speaker diarisation for
 * two speakers, two channels with the 8k engine, one speaker a channel; then `DescribeTaskStatus`
 * until Status 2 (success) or 3 (failed).
 */
export class TencentFileRecognition implements FileRecognitionProvider {
  readonly name = 'tencent';
  readonly inlineBytes = INLINE_BYTES;

  constructor(private readonly config: TencentFileConfig) {}

  async submit(request: FileRecognitionRequest, signal?: AbortSignal): Promise<string> {
    const audio =
      'data' in request.audio
        ? { SourceType: 1, Data: request.audio.data.toString('base64'), DataLen: request.audio.data.length }
        : { SourceType: 0, Url: request.audio.url };
    if ('data' in request.audio && request.audio.data.length > INLINE_BYTES) {
      throw new ProviderError('asr', 'badInput', 'audio above 5 MB goes by Url', 'DataTooLarge');
    }
    const speakers =
      request.channels === 2
        ? { EngineModelType: STEREO_ENGINE, ChannelNum: 2 }
        : { EngineModelType: this.config.engine, ChannelNum: 1, SpeakerDiarization: 1, SpeakerNumber: 2 };
    const data = await this.call('CreateRecTask', { ...speakers, ResTextFormat: SENTENCE_DETAIL, ConvertNumMode: 1, ...audio }, signal);
    const taskId = data.TaskId;
    if ((typeof taskId !== 'number' && typeof taskId !== 'string') || String(taskId) === '') throw badResponse('Tencent answered no TaskId');
    return String(taskId);
  }

  async status(taskId: string, signal?: AbortSignal): Promise<FileRecognitionState> {
    const data = await this.call('DescribeTaskStatus', { TaskId: Number(taskId) }, signal);
    switch (data.Status) {
      case 0:
        return { state: 'waiting' };
      case 1:
        return { state: 'doing' };
      case 2:
        return { state: 'done', sentences: sentencesOf(data.ResultDetail), audioMs: Math.round(Number(data.AudioDuration ?? 0) * 1000) || 0 };
      case 3:
        return { state: 'failed', reason: String(data.ErrorMsg ?? data.StatusStr ?? 'failed').slice(0, 200) };
      default:
        throw badResponse(`Tencent answered an unknown Status ${String(data.Status)}`);
    }
  }

  /** One signed API call; the answer's `Response.Data`. */
  private async call(action: string, fields: Record<string, unknown>, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const url = new URL('/', this.config.endpoint);
    const payload = JSON.stringify(fields);
    const { Host: _host, ...headers } = tc3Headers({
      ...this.config.credentials,
      service: 'asr',
      host: url.host,
      action,
      version: VERSION,
      region: '',
      payload,
      timestamp: Math.floor(Date.now() / 1000),
    });
    const { body } = await postJson('asr', url.toString(), { headers, body: payload, timeoutMs: this.config.timeoutMs, signal });
    const result = (body as TencentAnswer | null)?.Response;
    if (result?.Error) throw new ProviderError('asr', 'refused', result.Error.Message ?? `Tencent ${action} error`, result.Error.Code ?? '');
    if (!result?.Data || typeof result.Data !== 'object') throw badResponse(`Tencent answered ${action} without Data`);
    return result.Data;
  }
}

/** The file recogniser `ASR_FILE_PROVIDER` names, or null when none is configured. */
export function createFileRecognition(config: AsrFileConfig): FileRecognitionProvider | null {
  return config.provider === 'tencent' ? new TencentFileRecognition(config) : null;
}
