import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openAi.js';
import { requireEspeak, speechAudio } from '../../test/fakes/speechWav.js';
import { startFakeTencentAsr, type FakeTencentAsr } from '../../test/fakes/tencentAsr.js';
import { startFakeTencentTts, type FakeTencentTts } from '../../test/fakes/tencentTts.js';
import { loadConfig } from '../config.js';
import type { AsrFinal } from './asr/index.js';
import { createProviders, ProviderError } from './index.js';

let tts: FakeTencentTts;
let asr: FakeTencentAsr;
let llm: FakeOpenAi;
beforeAll(async () => {
  requireEspeak();
  [tts, asr, llm] = await Promise.all([
    startFakeTencentTts({ secretId: 'AKIDvoice', secretKey: 'voice-key' }),
    startFakeTencentAsr({ secretId: 'AKIDvoice', secretKey: 'voice-key' }),
    startFakeOpenAi(),
  ]);
});
afterAll(() => Promise.all([tts?.close(), asr?.close(), llm?.close()]));

describe('createProviders', () => {
  it('gives espeak-ng, recognition on the device and no LLM by default', async () => {
    const providers = createProviders(loadConfig({}));
    expect([providers.tts.name, providers.asr.name, providers.asr.recognisesAudio, providers.llm.enabled]).toEqual(['espeak', 'device', false, false]);
    expect((await providers.tts.synthesize({ text: '欢迎光临', voice: '', language: 'zh' })).format).toBe('wav');
    await expect(providers.llm.customerReply({ persona: { name: '王' }, scenarioContext: { name: '试' }, history: [] })).rejects.toBeInstanceOf(ProviderError);
  });

  it('gives the Tencent clients and the LLM the environment names, each working against its endpoint', async () => {
    const providers = createProviders(
      loadConfig({
        TTS_PROVIDER: 'tencent',
        TENCENT_TTS_ENDPOINT: tts.url,
        ASR_PROVIDER: 'tencent',
        TENCENT_ASR_ENDPOINT: asr.url,
        TENCENT_ASR_APP_ID: asr.appId,
        TENCENT_SECRET_ID: 'AKIDvoice',
        TENCENT_SECRET_KEY: 'voice-key',
        LLM_BASE_URL: llm.url,
        LLM_API_KEY: llm.apiKey,
        LLM_MODEL: 'qwen-plus',
      }),
    );
    expect((await providers.tts.synthesize({ text: '您好', voice: '', language: 'zh' })).sampleRate).toBe(16_000);
    expect(
      await providers.llm.customerReply({ persona: { name: '王' }, scenarioContext: { name: '议价' }, history: [{ speaker: 'learner', text: '您好' }] }),
    ).toBe('这个价格有点贵，能便宜点吗？');

    const spoken = speechAudio('您好，请问怎么称呼');
    asr.register(spoken.pcm, '您好请问怎么称呼');
    const final = await new Promise<AsrFinal>((resolve, reject) => {
      const stream = providers.asr.openStream({ language: '16k_zh', onPartial: () => undefined, onFinal: resolve, onError: reject });
      for (let offset = 0; offset < spoken.pcm.length; offset += 8192) stream.write(spoken.pcm.subarray(offset, offset + 8192));
      stream.end();
    });
    expect(final.text).toBe('您好请问怎么称呼');
  });
});
