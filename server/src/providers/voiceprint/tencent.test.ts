import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFailure } from '../../../test/providerFailure.js';
import { speechAudio } from '../../../test/fakes/speechWav.js';
import { startFakeTencentVoiceprint, type FakeTencentVoiceprint } from '../../../test/fakes/tencentVoiceprint.js';
import type { Pcm16 } from '../tts/wav.js';
import { tencentGroupId, TencentVoiceprintProvider } from './tencent.js';
import type { KnownVoice } from './types.js';

const speech = (text: string, voice: string): Pcm16 => ({ sampleRate: 16_000, channels: 1, data: speechAudio(text, voice).pcm });
const ORG = '6f1c2b9e-8a4d-4f5e-9c1a-2b3c4d5e6f70';
const OTHER_ORG = '0a0b0c0d-1111-4222-8333-444455556666';
const MALE = 'cmn';
const FEMALE = 'cmn+f3';
const WELCOME = '您好，欢迎光临我们的展厅。';
const ASKING = '请问您想了解哪一款车型？';
const WEATHER = '今天天气很好，我们去散步吧。';

let fake: FakeTencentVoiceprint;
beforeAll(async () => {
  fake = await startFakeTencentVoiceprint();
});
afterAll(() => fake?.close());

const provider = (overrides: Partial<{ endpoint: string; secretKey: string; timeoutMs: number }> = {}) =>
  new TencentVoiceprintProvider({
    endpoint: overrides.endpoint ?? fake.url,
    region: 'ap-guangzhou',
    timeoutMs: overrides.timeoutMs ?? 5000,
    credentials: { secretId: fake.secretId, secretKey: overrides.secretKey ?? fake.secretKey },
  });

const known = async (orgId: string, userId: string, audio: Pcm16): Promise<KnownVoice> => ({ userId, ...(await provider().enrol({ orgId, userId }, audio)) });

describe('TencentVoiceprintProvider against a fake Tencent Cloud voiceprint API', () => {
  it('enrols a signed VoicePrintEnroll in the organisation group and keeps the VoicePrintId', async () => {
    const audio = speech(WELCOME, MALE);
    const enrolled = await provider().enrol({ orgId: ORG, userId: 'user-1' }, audio);
    expect(fake.calls.at(-1)).toEqual({
      action: 'VoicePrintEnroll',
      fields: { VoiceFormat: 1, SampleRate: 16_000, Data: audio.data.length + 44, SpeakerNick: 'user-1', GroupId: 'org_6f1c2b9e8a4d4f5e9c1a2b3c4d5e6f70' },
    });
    expect(enrolled).toEqual({ ref: expect.any(String), embedding: null });
    expect(fake.voiceprints.get(enrolled.ref)?.groups).toEqual(new Set([tencentGroupId(ORG)]));
  });

  // Measured with espeak-ng (4 sentences each): same voice, other sentence 91–98 (cmn), 86–97 (cmn+f3); cmn against cmn+f3 20–23.
  it('scores the same voice reading another sentence high and another voice low', async () => {
    const voice = await known(ORG, 'user-1', speech(WELCOME, MALE));
    const same = await provider().verify(ORG, voice, speech(ASKING, MALE));
    expect(fake.calls.at(-1)).toMatchObject({ action: 'VoicePrintVerify', fields: { VoicePrintId: voice.ref, VoiceFormat: 1, SampleRate: 16_000 } });
    const other = await provider().verify(ORG, voice, speech(ASKING, FEMALE));
    expect(same).toBeGreaterThan(85);
    expect(other).toBeLessThan(40);
  });

  it('identifies the speaker among three users of two voices within the organisation group', async () => {
    const org = 'aaaaaaaa-0000-4000-8000-000000000001';
    const voices = [
      await known(org, 'male-a', speech(WELCOME, MALE)),
      await known(org, 'female-b', speech(WELCOME, FEMALE)),
      await known(org, 'male-c', speech(ASKING, MALE)),
    ];
    const matches = await provider().identify(org, voices, speech(WEATHER, FEMALE));
    expect(fake.calls.at(-1)).toMatchObject({ action: 'VoicePrintGroupVerify', fields: { GroupId: tencentGroupId(org), TopN: 3 } });
    expect(matches.map((match) => match.userId)).toEqual(['female-b', expect.any(String), expect.any(String)]);
    expect(matches[0]!.score).toBeGreaterThan(85);
    expect(matches.slice(1).every((match) => match.score < 40)).toBe(true);

    const byMale = await provider().identify(org, voices, speech(WEATHER, MALE));
    expect(
      byMale
        .slice(0, 2)
        .map((match) => match.userId)
        .sort(),
    ).toEqual(['male-a', 'male-c']);
    expect(byMale[1]!.score).toBeGreaterThan(85);
    expect(byMale[2]!.userId).toBe('female-b');
  });

  it("never returns a voice of another organisation's group, even the speaker's own", async () => {
    const org = 'bbbbbbbb-0000-4000-8000-000000000002';
    const elsewhere = await known(OTHER_ORG, 'speaker-elsewhere', speech(WELCOME, FEMALE));
    const voices = [await known(org, 'male-a', speech(WELCOME, MALE))];
    const matches = await provider().identify(org, voices, speech(WEATHER, FEMALE));
    expect(matches).toEqual([{ userId: 'male-a', score: expect.any(Number) }]);
    expect(matches[0]!.score).toBeLessThan(40);
    // Handed a voice of the other organisation by mistake, the group still leaves it out: it scores 0.
    const mixed = await provider().identify(org, [...voices, elsewhere], speech(WEATHER, FEMALE));
    expect(mixed.at(-1)).toEqual({ userId: 'speaker-elsewhere', score: 0 });
    expect(await provider().verify(OTHER_ORG, elsewhere, speech(WEATHER, FEMALE))).toBeGreaterThan(85);
  });

  it('removes a voiceprint with VoicePrintDelete; verifying it afterwards is refused', async () => {
    const voice = await known(ORG, 'user-gone', speech(WELCOME, MALE));
    await provider().remove(ORG, voice);
    expect(fake.calls.at(-1)).toEqual({ action: 'VoicePrintDelete', fields: { VoicePrintId: voice.ref, DelMod: 0 } });
    expect(fake.voiceprints.has(voice.ref)).toBe(false);
    expect(await providerFailure(provider().verify(ORG, voice, speech(WELCOME, MALE)))).toMatchObject({
      service: 'voiceprint',
      kind: 'refused',
      providerCode: 'FailedOperation.VoicePrintNotExist',
    });
  });

  it('fails as refused when the signature is wrong or Tencent answers an error', async () => {
    const audio = speech(WELCOME, MALE);
    const before = fake.voiceprints.size;
    expect(await providerFailure(provider({ secretKey: 'not-the-key' }).enrol({ orgId: ORG, userId: 'u1' }, audio))).toMatchObject({
      kind: 'refused',
      providerCode: 'AuthFailure.SignatureFailure',
    });
    expect(fake.voiceprints.size).toBe(before);
    fake.failWith = ['LimitExceeded.VoicePrintFull', 'voiceprint quota exceeded'];
    try {
      expect(await providerFailure(provider().enrol({ orgId: ORG, userId: 'u1' }, audio))).toMatchObject({
        kind: 'refused',
        providerCode: 'LimitExceeded.VoicePrintFull',
        message: 'voiceprint quota exceeded',
      });
    } finally {
      fake.failWith = undefined;
    }
  });

  it('refuses a voice without a VoicePrintId before calling', async () => {
    const before = fake.calls.length;
    const error = await providerFailure(provider().verify(ORG, { userId: 'u1', ref: '', embedding: [1, 0] }, speech(WELCOME, MALE)));
    expect(error.kind).toBe('badInput');
    expect(fake.calls.length).toBe(before);
  });

  it('times out on a stalled endpoint and is unreachable when nothing listens', async () => {
    const audio = speech(WELCOME, MALE);
    fake.stall = true;
    try {
      expect(await providerFailure(provider({ timeoutMs: 300 }).enrol({ orgId: ORG, userId: 'u1' }, audio))).toMatchObject({
        kind: 'timeout',
        transient: true,
      });
    } finally {
      fake.stall = false;
    }
    const gone = await startFakeTencentVoiceprint();
    await gone.close();
    expect((await providerFailure(provider({ endpoint: gone.url }).enrol({ orgId: ORG, userId: 'u1' }, audio))).kind).toBe('unreachable');
  });
});
