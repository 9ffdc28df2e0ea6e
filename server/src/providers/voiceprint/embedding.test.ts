import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFailure } from '../../../test/providerFailure.js';
import { startFakeSpeakerEmbedding, type FakeSpeakerEmbedding } from '../../../test/fakes/speakerEmbedding.js';
import { speechAudio } from '../../../test/fakes/speechWav.js';
import type { Pcm16 } from '../tts/wav.js';
import { EmbeddingVoiceprintProvider } from './embedding.js';
import type { KnownVoice } from './types.js';

const speech = (text: string, voice: string): Pcm16 => ({ sampleRate: 16_000, channels: 1, data: speechAudio(text, voice).pcm });
const ORG = '6f1c2b9e-8a4d-4f5e-9c1a-2b3c4d5e6f70';
const MALE = 'cmn';
const FEMALE = 'cmn+f3';

let fake: FakeSpeakerEmbedding;
beforeAll(async () => {
  fake = await startFakeSpeakerEmbedding({ apiKey: 'vpr-key' });
});
afterAll(() => fake?.close());

const provider = (overrides: Partial<{ baseUrl: string; apiKey: string | undefined; timeoutMs: number }> = {}) =>
  new EmbeddingVoiceprintProvider({
    baseUrl: overrides.baseUrl ?? fake.url,
    apiKey: 'apiKey' in overrides ? overrides.apiKey : 'vpr-key',
    timeoutMs: overrides.timeoutMs ?? 5000,
  });

const known = async (userId: string, audio: Pcm16): Promise<KnownVoice> => ({ userId, ...(await provider().enrol({ orgId: ORG, userId }, audio)) });

describe('EmbeddingVoiceprintProvider against a fake speaker-embedding service', () => {
  it('enrols with the WAV and the bearer key and keeps a unit-length embedding', async () => {
    const enrolled = await provider().enrol({ orgId: ORG, userId: 'u1' }, speech('您好，欢迎光临我们的展厅。', MALE));
    expect(fake.requests.at(-1)).toMatchObject({ authorization: 'Bearer vpr-key', contentType: 'audio/wav', sampleRate: 16_000, channels: 1 });
    expect(enrolled.ref).toBe('');
    const norm = Math.hypot(...enrolled.embedding!);
    expect(norm).toBeCloseTo(1, 9);
  });

  // Measured with espeak-ng (4 sentences each): same voice, other sentence 91–98 (cmn), 86–97 (cmn+f3); cmn against cmn+f3 20–23.
  it('scores the same voice reading another sentence high and another voice low', async () => {
    const voice = await known('u1', speech('您好，欢迎光临我们的展厅。', MALE));
    const same = await provider().verify(ORG, voice, speech('这款车的油耗很低，适合家用。', MALE));
    const other = await provider().verify(ORG, voice, speech('这款车的油耗很低，适合家用。', FEMALE));
    expect(same).toBeGreaterThan(85);
    expect(other).toBeLessThan(40);
  });

  it('identifies the speaker among three users of two voices, best first', async () => {
    const voices = [
      await known('male-a', speech('您好，欢迎光临我们的展厅。', MALE)),
      await known('female-b', speech('您好，欢迎光临我们的展厅。', FEMALE)),
      await known('male-c', speech('请问您想了解哪一款车型？', MALE)),
    ];
    const before = fake.requests.length;
    const byFemale = await provider().identify(ORG, voices, speech('今天天气很好，我们去散步吧。', FEMALE));
    expect(fake.requests.length - before).toBe(1);
    expect(byFemale.map((match) => match.userId)).toEqual(['female-b', expect.any(String), expect.any(String)]);
    expect(byFemale[0]!.score).toBeGreaterThan(85);
    expect(byFemale.slice(1).every((match) => match.score < 40)).toBe(true);

    const byMale = await provider().identify(ORG, voices, speech('今天天气很好，我们去散步吧。', MALE));
    expect(
      byMale
        .slice(0, 2)
        .map((match) => match.userId)
        .sort(),
    ).toEqual(['male-a', 'male-c']);
    expect(byMale.map((match) => match.score)).toEqual([...byMale.map((match) => match.score)].sort((a, b) => b - a));
    expect(byMale[1]!.score).toBeGreaterThan(85);
    expect(byMale[2]).toMatchObject({ userId: 'female-b', score: expect.any(Number) });
    expect(byMale[2]!.score).toBeLessThan(40);
  });

  it('sends no Authorization header without a key, and asks nothing to identify among no voices or to remove', async () => {
    const open = await startFakeSpeakerEmbedding();
    try {
      await provider({ baseUrl: open.url, apiKey: undefined }).enrol({ orgId: ORG, userId: 'u1' }, speech('您好，欢迎光临我们的展厅。', MALE));
      expect(open.requests).toHaveLength(1);
      expect(open.requests[0]!.authorization).toBeUndefined();
      expect(await provider({ baseUrl: open.url }).identify(ORG, [], speech('您好，欢迎光临我们的展厅。', MALE))).toEqual([]);
      await provider({ baseUrl: open.url }).remove(ORG, { ref: '', embedding: [1, 0] });
      expect(open.requests).toHaveLength(1);
    } finally {
      await open.close();
    }
  });

  it('fails as refused on a wrong key and as unreachable on a server error', async () => {
    const audio = speech('您好，欢迎光临我们的展厅。', MALE);
    expect(await providerFailure(provider({ apiKey: 'wrong' }).enrol({ orgId: ORG, userId: 'u1' }, audio))).toMatchObject({
      service: 'voiceprint',
      kind: 'refused',
      providerCode: '401',
    });
    fake.failStatus = 503;
    try {
      expect(await providerFailure(provider().enrol({ orgId: ORG, userId: 'u1' }, audio))).toMatchObject({
        kind: 'unreachable',
        providerCode: '503',
        transient: true,
      });
    } finally {
      fake.failStatus = undefined;
    }
  });

  it('fails as badResponse on an answer that is not JSON and on an embedding of another length', async () => {
    const audio = speech('您好，欢迎光临我们的展厅。', MALE);
    const voice = await known('u1', audio);
    fake.garbage = true;
    try {
      expect((await providerFailure(provider().verify(ORG, voice, audio))).kind).toBe('badResponse');
    } finally {
      fake.garbage = false;
    }
    fake.truncateTo = 16;
    try {
      expect(await providerFailure(provider().verify(ORG, voice, audio))).toMatchObject({ kind: 'badResponse', providerCode: 'DimensionMismatch' });
    } finally {
      fake.truncateTo = undefined;
    }
  });

  it('keeps as 0 the numbers too small for the 32-bit floats the voiceprint row keeps', async () => {
    // PostgreSQL refuses 1e-48 in a real[] as out of range: the fake's pitch histogram has such tails.
    fake.answerWith = [3, 4, 1e-45, -2e-50, 1e-40];
    try {
      const enrolled = await provider().enrol({ orgId: ORG, userId: 'u1' }, speech('您好，欢迎光临我们的展厅。', MALE));
      expect(enrolled.embedding).toEqual([0.6, 0.8, 0, 0, 0]);
    } finally {
      fake.answerWith = undefined;
    }
  });

  it('scores a voiceprint of another model 0 among others in an identification, and still ranks the rest', async () => {
    const audio = speech('您好，欢迎光临我们的展厅。', MALE);
    const voice = await known('u1', audio);
    const older = { userId: 'u2', ref: '', embedding: [0.6, 0, 0.8, 0] };
    expect(await provider().identify(ORG, [older, voice], audio)).toEqual([
      { userId: 'u1', score: expect.any(Number) },
      { userId: 'u2', score: 0 },
    ]);
  });

  it('refuses a voice without an embedding before calling', async () => {
    const before = fake.requests.length;
    const error = await providerFailure(
      provider().verify(ORG, { userId: 'u1', ref: 'tencent-id', embedding: null }, speech('您好，欢迎光临我们的展厅。', MALE)),
    );
    expect(error.kind).toBe('badInput');
    expect(fake.requests.length).toBe(before);
  });

  it('times out on a stalled service and is unreachable when nothing listens', async () => {
    const audio = speech('您好，欢迎光临我们的展厅。', MALE);
    fake.stall = true;
    try {
      expect(await providerFailure(provider({ timeoutMs: 300 }).enrol({ orgId: ORG, userId: 'u1' }, audio))).toMatchObject({
        kind: 'timeout',
        transient: true,
      });
    } finally {
      fake.stall = false;
    }
    const gone = await startFakeSpeakerEmbedding();
    await gone.close();
    expect((await providerFailure(provider({ baseUrl: gone.url }).enrol({ orgId: ORG, userId: 'u1' }, audio))).kind).toBe('unreachable');
  });
});
