import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechAudio } from '../../../test/fakes/speechWav.js';
import { startFakeTencentAsrFile, type FakeTencentAsrFile } from '../../../test/fakes/tencentAsrFile.js';
import { ProviderError } from '../errors.js';
import { sentencesOf, TencentFileRecognition } from './tencentFile.js';

const SENTENCES = [
  { speaker: 1, startMs: 1800, endMs: 3000, text: '您好，欢迎光临。' },
  { speaker: 0, startMs: 0, endMs: 1500, text: '我想看看这款车。' },
];

let fake: FakeTencentAsrFile;
beforeAll(async () => {
  fake = await startFakeTencentAsrFile();
});
afterAll(() => fake?.close());

const provider = (secretKey = fake.secretKey) =>
  new TencentFileRecognition({ endpoint: fake.url, engine: '16k_zh', timeoutMs: 5000, credentials: { secretId: fake.secretId, secretKey } });

/** Asks after a task until it is no longer waiting or doing, answering every state seen. */
async function finished(recogniser: TencentFileRecognition, taskId: string) {
  const seen: string[] = [];
  for (;;) {
    const state = await recogniser.status(taskId);
    seen.push(state.state);
    if (state.state !== 'waiting' && state.state !== 'doing') return { state, seen };
  }
}

describe('TencentFileRecognition against a fake Tencent 录音文件识别', () => {
  it('submits a signed CreateRecTask with diarisation for one channel and reads the sentences in time order', async () => {
    const audio = speechAudio('您好，欢迎光临。');
    fake.register(audio.wav, SENTENCES);
    const recogniser = provider();
    const taskId = await recogniser.submit({ audio: { data: audio.wav }, channels: 1 });
    expect(fake.calls.at(-1)).toEqual({
      action: 'CreateRecTask',
      fields: {
        EngineModelType: '16k_zh',
        ChannelNum: 1,
        SpeakerDiarization: 1,
        SpeakerNumber: 2,
        ResTextFormat: 2,
        ConvertNumMode: 1,
        SourceType: 1,
        Data: audio.wav.length,
        DataLen: audio.wav.length,
      },
    });
    const { state, seen } = await finished(recogniser, taskId);
    expect(seen).toEqual(['waiting', 'doing', 'done']);
    expect(state).toEqual({
      state: 'done',
      audioMs: audio.durationMs,
      sentences: [
        { speaker: 0, startMs: 0, endMs: 1500, text: '我想看看这款车。' },
        { speaker: 1, startMs: 1800, endMs: 3000, text: '您好，欢迎光临。' },
      ],
    });
  });

  it('sends two channels to the telephone engine, one speaker a channel, and a large file by its link', async () => {
    const bytes = Buffer.from('RIFF-not-really-audio');
    const served = createServer((_request, response) => response.end(bytes));
    await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(served.address() as AddressInfo).port}/call.wav`;
      fake.register(bytes, [{ speaker: 1, startMs: 0, endMs: 500, text: '喂' }]);
      const taskId = await provider().submit({ audio: { url }, channels: 2 });
      expect(fake.calls.at(-1)!.fields).toMatchObject({ EngineModelType: '8k_zh', ChannelNum: 2, SourceType: 0, Url: url });
      expect(fake.calls.at(-1)!.fields).not.toHaveProperty('SpeakerDiarization');
      const { state } = await finished(provider(), taskId);
      expect(state).toMatchObject({ state: 'done', sentences: [{ speaker: 1, text: '喂' }] });
    } finally {
      served.close();
    }
  });

  it('answers a failed task with the provider reason, and a bad signature as a refusal', async () => {
    fake.failNext = 'audio decode failed';
    const taskId = await provider().submit({ audio: { data: Buffer.from('x') }, channels: 1 });
    expect((await finished(provider(), taskId)).state).toEqual({ state: 'failed', reason: 'audio decode failed' });
    const refused = await provider('wrong-key')
      .submit({ audio: { data: Buffer.from('x') }, channels: 1 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ kind: 'refused', providerCode: 'AuthFailure.SignatureFailure' });
  });

  it('keeps only sentences with text, speaker 1 or else 0', () => {
    expect(
      sentencesOf([
        { FinalSentence: ' ', StartMs: 0, EndMs: 1, SpeakerId: 0 },
        { FinalSentence: '好的', StartMs: 5, EndMs: 9, SpeakerId: 7 },
      ]),
    ).toEqual([{ speaker: 0, startMs: 5, endMs: 9, text: '好的' }]);
    expect(sentencesOf(null)).toEqual([]);
  });
});
