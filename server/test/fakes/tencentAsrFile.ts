import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { parseWav } from '../../src/providers/tts/wav.js';
import { sendJson, startFakeServer, type RunningFake } from './http.js';
import { checkSignature } from './tencentSms.js';

/**
 * A fake Tencent Cloud 录音文件识别 (ASR API 3.0, version 2019-06-14: `CreateRecTask`,
 * `DescribeTaskStatus`) for tests: a real HTTP server checking the TC3-HMAC-SHA256 signature (the
 * fake SMS endpoint's own implementation) and the request's fields as Tencent documents them
 * (EngineModelType, ChannelNum 1 with SpeakerDiarization/SpeakerNumber or 2 with an 8k engine,
 * ResTextFormat, SourceType 1 with Data/DataLen or 0 with a Url it fetches).
 *
 * "Recognition" is a lookup: `register(audio, sentences)` — the same bytes give those sentences
 * (with their SpeakerId, StartMs, EndMs); `queue(sentences)` makes the next task with unregistered
 * audio hear them. Other audio is heard as silence (no sentence). A task answers Status 0, then 1,
 * then 2 with its `ResultDetail` (`steps` asks in all); `failNext` makes the next task end with
 * Status 3 and that reason. As a process (`run.ts tencentAsrFile`): `POST /__admin/recognitions
 * {sentences, audio?: base64}` registers (with audio) or queues (without).
 */
export interface FakeSentence {
  speaker: number;
  startMs: number;
  endMs: number;
  text: string;
}

export interface FakeTencentAsrFileOptions {
  secretId?: string;
  secretKey?: string;
  port?: number;
}

export interface FileTaskCall {
  action: string;
  /** The request's fields, `Data` replaced by its decoded length in bytes. */
  fields: Record<string, unknown>;
}

export interface FakeTencentAsrFile extends RunningFake {
  secretId: string;
  secretKey: string;
  calls: FileTaskCall[];
  register(audio: Buffer, sentences: FakeSentence[]): void;
  queue(sentences: FakeSentence[]): void;
  /** While set, the next task created fails (Status 3) with this reason. */
  failNext: string | undefined;
  /** How many `DescribeTaskStatus` calls a task takes to succeed (default 3: waiting, doing, done). */
  steps: number;
}

interface Task {
  sentences: FakeSentence[];
  audioMs: number;
  asked: number;
  failure: string | undefined;
}

const VERSION = '2019-06-14';
const ACTIONS = ['CreateRecTask', 'DescribeTaskStatus'];
const tencentError = (code: string, message: string) => ({ Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } });
const ok = (data: Record<string, unknown>) => ({ Response: { Data: data, RequestId: randomUUID() } });
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The audio's length: a WAV's by its header, else the sentences' end. */
function audioMsOf(audio: Buffer, sentences: FakeSentence[]): number {
  const wav = parseWav(audio);
  if (wav) return Math.round((wav.data.length / 2 / wav.channels / wav.sampleRate) * 1000);
  return Math.max(0, ...sentences.map((sentence) => sentence.endMs));
}

/** The Tencent error a CreateRecTask's fields are worth, or null. */
function checkCreate(fields: Record<string, unknown>): [string, string] | null {
  const engine = String(fields.EngineModelType ?? '');
  if (!/^(8k|16k)_[a-z_-]+$/.test(engine)) return ['InvalidParameterValue', 'EngineModelType invalid'];
  if (fields.ChannelNum === 2 && !engine.startsWith('8k_')) return ['InvalidParameterValue', 'ChannelNum 2 needs an 8k engine'];
  if (fields.ChannelNum !== 1 && fields.ChannelNum !== 2) return ['InvalidParameterValue', 'ChannelNum must be 1 or 2'];
  if (fields.SpeakerDiarization === 1 && fields.ChannelNum !== 1) return ['InvalidParameterValue', 'SpeakerDiarization needs ChannelNum 1'];
  if (![0, 1, 2, 3].includes(Number(fields.ResTextFormat))) return ['InvalidParameterValue', 'ResTextFormat invalid'];
  if (fields.SourceType === 1) {
    if (typeof fields.Data !== 'string' || !fields.Data) return ['MissingParameter', 'Data is required with SourceType 1'];
    if (Buffer.from(fields.Data, 'base64').length !== fields.DataLen) return ['InvalidParameterValue', 'DataLen does not match Data'];
    if (Number(fields.DataLen) > 5 * 1024 * 1024) return ['InvalidParameterValue', 'Data above 5 MB: use Url'];
    return null;
  }
  if (fields.SourceType === 0)
    return typeof fields.Url === 'string' && /^https?:\/\//.test(fields.Url) ? null : ['MissingParameter', 'Url is required with SourceType 0'];
  return ['InvalidParameterValue', 'SourceType must be 0 or 1'];
}

export async function startFakeTencentAsrFile(options: FakeTencentAsrFileOptions = {}): Promise<FakeTencentAsrFile> {
  const secretId = options.secretId ?? 'AKIDfakeasrfilefakeasr';
  const secretKey = options.secretKey ?? 'fake-tencent-asr-file-key';
  const registered = new Map<string, FakeSentence[]>();
  const queued: FakeSentence[][] = [];
  const tasks = new Map<number, Task>();
  const state = { calls: [] as FileTaskCall[], failNext: undefined as string | undefined, steps: 3 };
  let nextTaskId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000);

  const audioOf = async (fields: Record<string, unknown>): Promise<Buffer> => {
    if (fields.SourceType === 1) return Buffer.from(String(fields.Data), 'base64');
    const response = await fetch(String(fields.Url));
    if (response.status !== 200) throw new Error(`Url answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };

  const create = async (fields: Record<string, unknown>) => {
    const problem = checkCreate(fields);
    if (problem) return tencentError(...problem);
    let audio: Buffer;
    try {
      audio = await audioOf(fields);
    } catch (error) {
      return tencentError('FailedOperation.DownloadFailed', String(error));
    }
    const sentences = registered.get(sha(audio)) ?? queued.shift() ?? [];
    const id = nextTaskId++;
    tasks.set(id, { sentences, audioMs: audioMsOf(audio, sentences), asked: 0, failure: state.failNext });
    state.failNext = undefined;
    return ok({ TaskId: id });
  };

  const describe = (fields: Record<string, unknown>) => {
    const task = tasks.get(Number(fields.TaskId));
    if (!task) return tencentError('InvalidParameterValue', 'TaskId not found');
    task.asked += 1;
    const base = { TaskId: Number(fields.TaskId) };
    if (task.asked < state.steps) return ok({ ...base, Status: task.asked === 1 ? 0 : 1, StatusStr: task.asked === 1 ? 'waiting' : 'doing' });
    if (task.failure) return ok({ ...base, Status: 3, StatusStr: 'failed', ErrorMsg: task.failure, Result: '', ResultDetail: null });
    return ok({
      ...base,
      Status: 2,
      StatusStr: 'success',
      ErrorMsg: '',
      AudioDuration: task.audioMs / 1000,
      Result: task.sentences.map((s) => `[${s.startMs}:${s.endMs}] ${s.text}`).join('\n'),
      ResultDetail: task.sentences.map((s) => ({ FinalSentence: s.text, SliceSentence: s.text, StartMs: s.startMs, EndMs: s.endMs, SpeakerId: s.speaker })),
    });
  };

  const running = await startFakeServer(async (request, url, body, response) => {
    if (request.method === 'POST' && url.pathname === '/__admin/recognitions') {
      const { sentences, audio } = JSON.parse(body) as { sentences: FakeSentence[]; audio?: string };
      if (!Array.isArray(sentences)) return sendJson(response, 400, { fakeError: 'sentences missing' });
      if (audio) registered.set(sha(Buffer.from(audio, 'base64')), sentences);
      else queued.push(sentences);
      return sendJson(response, 200, { ok: true });
    }
    if (request.method !== 'POST' || url.pathname !== '/') return sendJson(response, 404, tencentError('InvalidAction', 'not found'));
    const signatureError = checkSignature(request, body, secretId, secretKey);
    if (signatureError) return sendJson(response, 200, tencentError(...signatureError));
    const action = String(request.headers['x-tc-action'] ?? '');
    if (!ACTIONS.includes(action) || request.headers['x-tc-version'] !== VERSION) {
      return sendJson(response, 200, tencentError('InvalidAction', `Only ${ACTIONS.join(', ')} of ${VERSION} are faked`));
    }
    const fields = JSON.parse(body) as Record<string, unknown>;
    const { Data: data, ...rest } = fields;
    state.calls.push({ action, fields: data === undefined ? rest : { ...rest, Data: Buffer.from(String(data), 'base64').length } });
    sendJson(response, 200, action === 'CreateRecTask' ? await create(fields) : describe(fields));
  }, options.port);

  return {
    ...running,
    secretId,
    secretKey,
    get calls() {
      return state.calls;
    },
    register: (audio, sentences) => void registered.set(sha(audio), sentences),
    queue: (sentences) => void queued.push(sentences),
    get failNext() {
      return state.failNext;
    },
    set failNext(reason) {
      state.failNext = reason;
    },
    get steps() {
      return state.steps;
    },
    set steps(value) {
      state.steps = value;
    },
  };
}

/** The server's environment that points its file recognition at the fake. */
export function asrFileEnv(fake: Pick<FakeTencentAsrFile, 'url' | 'secretId' | 'secretKey'>): Record<string, string> {
  return { ASR_FILE_PROVIDER: 'tencent', TENCENT_ASR_FILE_ENDPOINT: fake.url, TENCENT_SECRET_ID: fake.secretId, TENCENT_SECRET_KEY: fake.secretKey };
}
