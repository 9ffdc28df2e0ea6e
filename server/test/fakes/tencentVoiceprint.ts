import { randomUUID } from 'node:crypto';
import { parseWav } from '../../src/providers/tts/wav.js';
import { sendJson, startFakeServer, type RunningFake } from './http.js';
import { speakerEmbedding } from './speakerFeatures.js';
import { checkSignature } from './tencentSms.js';

/**
 * A fake Tencent Cloud voiceprint API (ASR API 3.0, version 2019-06-14: `VoicePrintEnroll`,
 * `VoicePrintVerify`, `VoicePrintGroupVerify`, `VoicePrintDelete`) for tests: a real HTTP server
 * checking the TC3-HMAC-SHA256 signature (the fake SMS endpoint's implementation), keeping
 * voiceprints in memory by `VoicePrintId` and `GroupId`, and scoring with the fake embedding
 * service's `speakerEmbedding` (Score = cosine × 100, as a string with two decimals, like Tencent).
 */
export interface FakeTencentVoiceprintOptions {
  secretId?: string;
  secretKey?: string;
  port?: number;
}

export interface VoiceprintCall {
  action: string;
  /** The request's fields, `Data` replaced by its decoded length in bytes. */
  fields: Record<string, unknown>;
}

interface StoredVoiceprint {
  nick: string;
  embedding: number[];
  groups: Set<string>;
}

export interface FakeTencentVoiceprint extends RunningFake {
  secretId: string;
  secretKey: string;
  calls: VoiceprintCall[];
  /** The voiceprints held now, by VoicePrintId. */
  voiceprints: Map<string, StoredVoiceprint>;
  /** While true, requests are held without an answer. */
  stall: boolean;
  /** While set, every action answers this Tencent error (`[Code, Message]`). */
  failWith: [string, string] | undefined;
}

const VERSION = '2019-06-14';
const tencentError = (code: string, message: string) => ({ Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } });
const ok = (data: Record<string, unknown>) => ({ Response: { Data: data, RequestId: randomUUID() } });
const score = (a: number[], b: number[]) =>
  (
    Math.max(
      0,
      a.reduce((sum, x, i) => sum + x * b[i]!, 0),
    ) * 100
  ).toFixed(2);

/** The embedding of a request's audio, or the Tencent error it is worth. */
function heard(fields: Record<string, unknown>): number[] | [string, string] {
  if (fields.VoiceFormat !== 1 || fields.SampleRate !== 16_000) return ['InvalidParameterValue', 'The fake takes VoiceFormat 1 (wav) at SampleRate 16000'];
  const pcm = typeof fields.Data === 'string' ? parseWav(Buffer.from(fields.Data, 'base64')) : null;
  if (!pcm || pcm.sampleRate !== 16_000 || pcm.channels !== 1) return ['InvalidParameterValue.Data', 'Data is no 16 kHz mono WAV'];
  return speakerEmbedding(pcm.data);
}

export async function startFakeTencentVoiceprint(options: FakeTencentVoiceprintOptions = {}): Promise<FakeTencentVoiceprint> {
  const secretId = options.secretId ?? 'AKIDfakevprfakevprfake';
  const secretKey = options.secretKey ?? 'fake-tencent-vpr-key';
  const voiceprints = new Map<string, StoredVoiceprint>();
  const state = { calls: [] as VoiceprintCall[], stall: false, failWith: undefined as [string, string] | undefined };

  const act = (action: string, fields: Record<string, unknown>) => {
    if (state.failWith) return tencentError(...state.failWith);
    if (action === 'VoicePrintDelete') {
      if (fields.DelMod !== 0) return tencentError('InvalidParameterValue', 'The fake deletes by VoicePrintId only (DelMod 0)');
      const id = String(fields.VoicePrintId ?? '');
      const stored = voiceprints.get(id);
      if (!stored) return tencentError('FailedOperation.VoicePrintNotExist', `VoicePrintId ${id} does not exist`);
      voiceprints.delete(id);
      return ok({ VoicePrintId: id, SpeakerNick: stored.nick });
    }
    const embedding = heard(fields);
    if (typeof embedding[0] === 'string') return tencentError(...(embedding as [string, string]));
    const vector = embedding as number[];
    if (action === 'VoicePrintEnroll') {
      const id = randomUUID();
      const groups = new Set(typeof fields.GroupId === 'string' && fields.GroupId ? [fields.GroupId] : []);
      voiceprints.set(id, { nick: String(fields.SpeakerNick ?? ''), embedding: vector, groups });
      return ok({ VoicePrintId: id, SpeakerNick: fields.SpeakerNick ?? '' });
    }
    if (action === 'VoicePrintVerify') {
      const stored = voiceprints.get(String(fields.VoicePrintId ?? ''));
      if (!stored) return tencentError('FailedOperation.VoicePrintNotExist', 'VoicePrintId does not exist');
      const value = score(stored.embedding, vector);
      return ok({ VoicePrintId: fields.VoicePrintId, Score: value, Decision: Number(value) >= 60 ? 1 : 0 });
    }
    const topN = Number(fields.TopN);
    if (typeof fields.GroupId !== 'string' || !Number.isInteger(topN) || topN < 1) return tencentError('MissingParameter', 'GroupId and TopN are required');
    const tops = [...voiceprints]
      .filter(([, stored]) => stored.groups.has(fields.GroupId as string))
      .map(([id, stored]) => ({ VoicePrintId: id, SpeakerId: stored.nick, Score: score(stored.embedding, vector) }))
      .sort((a, b) => Number(b.Score) - Number(a.Score))
      .slice(0, topN);
    return ok({ VerifyTops: tops });
  };

  const running = await startFakeServer((request, url, body, response) => {
    if (request.method !== 'POST' || url.pathname !== '/') return sendJson(response, 404, tencentError('InvalidAction', 'not found'));
    if (state.stall) return; // never answered; closed with the server
    const signatureError = checkSignature(request, body, secretId, secretKey);
    if (signatureError) return sendJson(response, 200, tencentError(...signatureError));
    const action = String(request.headers['x-tc-action'] ?? '');
    if (
      !['VoicePrintEnroll', 'VoicePrintVerify', 'VoicePrintGroupVerify', 'VoicePrintDelete'].includes(action) ||
      request.headers['x-tc-version'] !== VERSION
    ) {
      return sendJson(response, 200, tencentError('InvalidAction', `Only the VoicePrint actions of ${VERSION} are faked`));
    }
    const fields = JSON.parse(body) as Record<string, unknown>;
    const { Data: data, ...rest } = fields;
    state.calls.push({ action, fields: data === undefined ? rest : { ...rest, Data: Buffer.from(String(data), 'base64').length } });
    sendJson(response, 200, act(action, fields));
  }, options.port);

  return Object.assign(state, { ...running, secretId, secretKey, voiceprints });
}
