import { afterAll, describe, expect, it } from 'vitest';
import { dialogCollectOptionsResponseSchema } from '@peilian/shared';
import { modelEnv, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

/** Dialogue collection without what it runs on (docs/assistant.md "Without a model"): every entry point says so. */
const PATH = '/api/admin/smart/dialogcollect';
const running: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const thing of running.reverse()) await thing.close();
});

async function ownerOf(env: Record<string, string> = {}) {
  const server: TestServer = await startTestServer({ env });
  running.push(server);
  const token = await server.login('owner01');
  const upload = async (language: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('RIFF0000WAVE'))]), 'call.wav');
    const response = await server.fetch(PATH, { method: 'POST', headers: { token, 'Accept-Language': language }, body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { owner: adminCaller(server.fetch, token), upload };
}

describe('dialogue collection unconfigured', () => {
  it('says the assistant is not enabled without a language model, in both languages', async () => {
    const { owner, upload } = await ownerOf();
    expect(dialogCollectOptionsResponseSchema.parse((await owner('GET', `${PATH}/options`)).body)).toMatchObject({ recognition: false, model: false });
    expect(await owner('GET', PATH)).toMatchObject({ status: 403, body: { errcode: 40340, errmsg: '智能助手未启用，请联系管理员配置大模型服务' } });
    expect(await upload('zh-CN')).toMatchObject({ status: 403, body: { errcode: 40340 } });
    expect(await upload('en')).toMatchObject({
      status: 403,
      body: { errcode: 40340, errmsg: 'The assistant is not enabled; ask your administrator to configure a language model' },
    });
  });

  it('refuses uploads without file recognition, though the model is there', async () => {
    const model: FakeOpenAi = await startFakeOpenAi();
    running.push(model);
    const { owner, upload } = await ownerOf(modelEnv(model));
    expect(dialogCollectOptionsResponseSchema.parse((await owner('GET', `${PATH}/options`)).body)).toMatchObject({ recognition: false, model: true });
    // The demo organisation's collected call (seed/dialogCollect.ts) is listed.
    expect(await owner('GET', PATH)).toMatchObject({ status: 200, body: { total: 1, rows: [{ name: '门店来电示例', status: 'recognised' }] } });
    expect(await upload('zh-CN')).toMatchObject({ status: 403, body: { errcode: 40345, errmsg: '录音文件识别未配置，请联系管理员' } });
    expect(await upload('en')).toMatchObject({
      status: 403,
      body: { errcode: 40345, errmsg: 'Recording recognition is not configured: contact your administrator' },
    });
  });
});
