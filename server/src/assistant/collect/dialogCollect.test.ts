import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialogCollectListResponseSchema,
  dialogCollectOptionsResponseSchema,
  dialogCollectResponseSchema,
  dialogCollectSceneResponseSchema,
  dialogCollectUploadResponseSchema,
  dialogue,
  type DialogCollectDetail,
} from '@peilian/shared';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import { createOrganisation } from '../../../test/factories.js';
import { modelEnv, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { speechAudio } from '../../../test/fakes/speechWav.js';
import { asrFileEnv, startFakeTencentAsrFile, type FakeTencentAsrFile } from '../../../test/fakes/tencentAsrFile.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { insertDialogCollects } from '../../data/dialogCollect.js';
import { encodeWav } from '../../providers/tts/wav.js';

/** Dialogue collection end to end (docs/assistant.md "Dialogue collection"): upload → recognised → draft scenario. */
const PATH = '/api/admin/smart/dialogcollect';
const CUSTOMER = '这款车现在多少钱？';
const SALES = '您好，这款车现在优惠两万，还送保养。';
const SENTENCES = [
  { speaker: 0, startMs: 0, endMs: 1800, text: CUSTOMER },
  { speaker: 1, startMs: 2000, endMs: 5200, text: SALES },
];
const DRAFT = {
  name: '询价接待',
  description: '客户来电询问价格',
  turns: [{ customer: CUSTOMER, intents: [{ label: '报价优惠', normtext: SALES, scripts: ['这款车优惠两万，还送三次保养。'], keywords: ['优惠', '保养'] }] }],
};

let asr: FakeTencentAsrFile;
let model: FakeOpenAi;
let server: TestServer;
let token: string;
let owner: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  [asr, model] = await Promise.all([startFakeTencentAsrFile(), startFakeOpenAi()]);
  server = await startTestServer({ env: { ...asrFileEnv(asr), ...modelEnv(model), DIALOG_COLLECT_TICK_MS: '100' } });
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([asr?.close(), model?.close()]);
});

/** Uploads recordings as multipart `file` fields. */
async function upload(files: { name: string; bytes: Buffer }[], language = 'zh-CN') {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await server.fetch(PATH, { method: 'POST', headers: { token, 'Accept-Language': language }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Reads a recording until `until` holds (the job's looks come every 100 ms). */
async function settled(id: string, until = (row: DialogCollectDetail) => row.status === 'recognised' || row.status === 'failed') {
  const seen: DialogCollectDetail[] = [];
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = dialogCollectResponseSchema.parse((await owner('GET', `${PATH}/${id}`)).body).collect;
    seen.push(row);
    if (until(row)) return { row, seen };
    if (Date.now() > deadline) throw new Error(`the recording did not settle: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('dialogue collection', () => {
  it('recognises an uploaded call with both speakers, lets the author swap them, and drafts a closed scenario that validates', async () => {
    const options = dialogCollectOptionsResponseSchema.parse((await owner('GET', `${PATH}/options`)).body);
    expect(options).toMatchObject({ recognition: true, model: true, maxFiles: 5, maxMs: 5 * 3_600_000 });

    const call = speechAudio(`${CUSTOMER}${SALES}`);
    asr.register(call.wav, SENTENCES);
    const uploaded = await upload([{ name: '门店来电.wav', bytes: call.wav }]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const [row] = dialogCollectUploadResponseSchema.parse(uploaded.body).rows;
    expect(row).toMatchObject({ name: '门店来电', format: 'wav', status: 'waiting', generated: 0 });
    expect(row!.duration).toBeGreaterThan(1000);

    const { row: recognised, seen } = await settled(row!.id);
    expect(seen.some((step) => step.status === 'recognising')).toBe(true);
    expect(recognised).toMatchObject({
      status: 'recognised',
      progress: 100,
      salesspeaker: 1,
      sentences: [
        { speaker: 0, start: 0, end: 1800, text: CUSTOMER },
        { speaker: 1, start: 2000, end: 5200, text: SALES },
      ],
    });
    expect(asr.calls.find((call) => call.action === 'CreateRecTask')?.fields).toMatchObject({
      ChannelNum: 1,
      SpeakerDiarization: 1,
      SpeakerNumber: 2,
      SourceType: 1,
    });

    const swapped = await owner('PUT', `${PATH}/${row!.id}/speaker`, { salesspeaker: 0 });
    expect(dialogCollectResponseSchema.parse(swapped.body).collect.salesspeaker).toBe(0);
    await owner('PUT', `${PATH}/${row!.id}/speaker`, { salesspeaker: 1 });

    model.answer = () => `好的：\n\`\`\`json\n${JSON.stringify(DRAFT)}\n\`\`\``;
    try {
      const made = await owner('POST', `${PATH}/${row!.id}/scene`);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const { sceneid, collect } = dialogCollectSceneResponseSchema.parse(made.body);
      expect(collect).toMatchObject({ generated: 1, sceneid });
      expect(model.requests.at(-1)!.messages.at(-1)!.content).toContain(`销售：${SALES}`);
      const scenario = await findScenarioInOrg(
        server.database.db,
        (await server.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.account, 'owner01') }))!.orgId,
        sceneid,
      );
      expect(scenario).toMatchObject({ name: '询价接待', status: 'disabled' });
      const validation = dialogue.validateScenario({ ...scenario!.document, status: 'enabled' });
      expect(validation.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
      const student = validation.scenario!.flow.nodes.find((node) => node.type === 'student')!;
      expect(student.transitions[0]).toMatchObject({ normtext: SALES, keywords: '优惠|保养', scripts: ['这款车优惠两万，还送三次保养。'] });

      const listed = dialogCollectListResponseSchema.parse((await owner('GET', `${PATH}?name=门店`)).body);
      expect(listed.rows[0]).toMatchObject({ id: row!.id, status: 'recognised', generated: 1 });

      const usage = await server.database.db.query.usageRecords.findMany({ where: (u, { eq }) => eq(u.subjectId, row!.id) });
      // Its bytes as it was stored, its audio as it was recognised, the model's tokens as it was drafted.
      expect(usage.map((use) => use.service).sort()).toEqual(['asr', 'llm', 'storage']);
      expect(usage.find((use) => use.service === 'asr')!.quantity).toBe(call.durationMs);
    } finally {
      model.answer = null;
    }

    const audio = await server.fetch(`${PATH}/${row!.id}/file`, { headers: { token, Range: 'bytes=0-3' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await audio.arrayBuffer()).toString('latin1')).toBe('RIFF');
  });

  it('splits a two-channel call by channel, and shows the reason of a failed recognition', async () => {
    const stereo = encodeWav({ sampleRate: 8000, channels: 2, data: Buffer.alloc(8000 * 4) });
    asr.register(stereo, [{ speaker: 1, startMs: 0, endMs: 800, text: '喂，您好' }]);
    const [row] = dialogCollectUploadResponseSchema.parse((await upload([{ name: 'stereo.wav', bytes: stereo }])).body).rows;
    expect((await settled(row!.id)).row).toMatchObject({ status: 'recognised', channels: 2, sentences: [{ speaker: 1, text: '喂，您好' }] });
    expect(asr.calls.filter((call) => call.action === 'CreateRecTask').at(-1)!.fields).toMatchObject({ ChannelNum: 2, EngineModelType: '8k_zh' });

    asr.failNext = 'audio decode failed';
    const [failing] = dialogCollectUploadResponseSchema.parse((await upload([{ name: 'broken.wav', bytes: speechAudio('坏的').wav }])).body).rows;
    expect((await settled(failing!.id)).row).toMatchObject({ status: 'failed', reason: 'audio decode failed' });
    expect(await owner('POST', `${PATH}/${failing!.id}/scene`)).toMatchObject({ status: 400, body: { errcode: 40043 } });
  });

  it('gives the provider a recording above 5 MB by a short-lived link, which opens that recording only', async () => {
    // 170 s of 16 kHz mono: 5.4 MB, above what goes inline.
    const long = encodeWav({ sampleRate: 16_000, channels: 1, data: Buffer.alloc(16_000 * 2 * 170, 1) });
    asr.register(long, [{ speaker: 0, startMs: 0, endMs: 1000, text: '喂，您好' }]);
    const [row] = dialogCollectUploadResponseSchema.parse((await upload([{ name: '长通话.wav', bytes: long }])).body).rows;
    expect((await settled(row!.id)).row).toMatchObject({ status: 'recognised', sentences: [{ text: '喂，您好' }] });
    const fields = asr.calls.filter((call) => call.action === 'CreateRecTask').at(-1)!.fields;
    expect(fields).toMatchObject({ SourceType: 0 });
    expect(fields).not.toHaveProperty('Data');
    const link = new URL(String(fields.Url));
    expect(link.pathname).toBe(`/api/asrfile/${row!.id}`);

    const fetched = await server.fetch(`${link.pathname}${link.search}`);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(long)).toBe(true);
    const [orgId, expires, signature] = link.searchParams.get('key')!.split('.');
    const forged = [
      `${orgId}.${Number(expires) + 1}.${signature}`,
      `${orgId}.${expires}.${signature!.slice(1)}x`,
      `${orgId}.${Date.now() - 1000}.${signature}`,
      'nonsense',
    ];
    for (const key of forged) expect((await server.fetch(`${link.pathname}?key=${encodeURIComponent(key)}`)).status).toBe(404);
    const other = dialogCollectListResponseSchema.parse((await owner('GET', PATH)).body).rows.find((item) => item.id !== row!.id)!;
    expect((await server.fetch(`/api/asrfile/${other.id}${link.search}`)).status).toBe(404);
  });

  it('refuses bad uploads in both languages and stores nothing of a refused batch', async () => {
    const listed = dialogCollectListResponseSchema.parse((await owner('GET', PATH)).body);
    const before = listed.total;
    const wav = speechAudio('你好').wav;
    const renamed = await upload([{ name: 'call.mp3', bytes: Buffer.from('MZ not audio at all') }]);
    expect(renamed).toMatchObject({ status: 400, body: { errcode: 40041 } });
    expect(String(renamed.body.errmsg)).toContain('call.mp3');
    const english = await upload([{ name: 'notes.txt', bytes: wav }], 'en');
    expect(english).toMatchObject({ status: 400, body: { errcode: 40041 } });
    expect(String(english.body.errmsg)).toMatch(/not a supported audio format/);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `c${i}.wav`, bytes: wav }));
    expect(await upload(six)).toMatchObject({ status: 400, body: { errcode: 40040, errmsg: '请上传 1 到 5 个录音文件' } });
    expect(await upload(six, 'en')).toMatchObject({ status: 400, body: { errcode: 40040, errmsg: 'Upload 1 to 5 recordings' } });
    expect(
      await upload([
        { name: 'good.wav', bytes: wav },
        { name: 'bad.flac', bytes: wav },
      ]),
    ).toMatchObject({ status: 400, body: { errcode: 40041 } });
    expect(dialogCollectListResponseSchema.parse((await owner('GET', PATH)).body).total).toBe(before);
    const speaker = await owner('PUT', `${PATH}/${listed.rows[0]!.id}/speaker`, { salesspeaker: 3 }, 'en');
    expect(speaker).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('The speaker is 0 or 1') } });
  });

  it("answers 404 for another organisation's recording", async () => {
    const elsewhere = await createOrganisation(server.database.db);
    const [theirs] = await insertDialogCollects(server.database.db, [
      {
        orgId: elsewhere.id,
        name: '别家录音',
        format: 'wav',
        storageKey: `${elsewhere.id}/dialogcollect/x.wav`,
        status: 'recognised',
        sentences: [{ speaker: 0, start: 0, end: 1, text: '你好' }],
      },
    ]);
    for (const [method, path, body] of [
      ['GET', `${PATH}/${theirs!.id}`, undefined],
      ['PUT', `${PATH}/${theirs!.id}/speaker`, { salesspeaker: 0 }],
      ['POST', `${PATH}/${theirs!.id}/scene`, undefined],
      ['GET', `${PATH}/${theirs!.id}/file`, undefined],
      ['DELETE', `${PATH}/${theirs!.id}`, undefined],
    ] as const) {
      expect(await owner(method, path, body), `${method} ${path}`).toMatchObject({ status: 404, body: { errcode: 40423, errmsg: '录音不存在' } });
    }
  });
});
