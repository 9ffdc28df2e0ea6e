import { categoriesResponseSchema, dialogue, scenarioListResponseSchema, scenarioResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { carSales, createdId, customerBody, exampleScenario, postMultipart, scoringRuleBody, speechBody, wavBytes } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { PNG_BYTES } from '../../../test/uploads.js';
import { insertCustomer } from '../../data/practice/customers.js';
import { insertSpeech } from '../../data/practice/speeches.js';
import { insertScenario } from '../../data/practice/scenarios.js';

let server: TestServer;
let token: string;
let owner: Caller;
let speechId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  speechId = await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ text: '家里人多，空间要大一点。' }));
});
afterAll(() => server?.close());

const list = async (query = '') => scenarioListResponseSchema.parse((await owner('GET', `/api/admin/material/scene?${query}`)).body);
const unlinkEnd = (nodes: { id: string; transitions?: { node?: string }[] }[]) => {
  nodes.find((node) => node.id === 'q-warranty')!.transitions![0]!.node = '';
};

/** The flow nodes of a scenario as the server answered it. */
const nodesOf = (scene: { scenario?: unknown } | undefined): dialogue.FlowNode[] => (scene?.scenario as dialogue.Scenario).flow.nodes;

describe('scenarios', () => {
  it('saves the documented example enabled, with its customer, scoring rule and audio, and lists it', async () => {
    const customer = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody());
    const rule = await createdId(owner, '/api/admin/voice/scorerule', 'rule', scoringRuleBody());
    const bgm = (
      await postMultipart(
        server.fetch,
        token,
        '/api/admin/voice/audio',
        { bytes: wavBytes(), filename: 'b.wav', type: 'audio/wav' },
        { kind: 'bgm', name: '背景' },
      )
    ).body.audio as { id: string };
    const created = await owner('POST', '/api/admin/material/scene', {
      scenario: carSales(speechId),
      customerid: customer,
      scoringruleid: rule,
      bgmid: bgm.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const scene = scenarioResponseSchema.parse(created.body).scene;
    expect(scene).toMatchObject({
      name: 'SUV展厅接待',
      category: '汽车销售',
      status: 'enabled',
      customerid: customer,
      scoringruleid: rule,
      bgmid: bgm.id,
      ringtoneid: '',
      issues: [],
    });
    expect((scene.scenario as { flow: { nodes: unknown[] } }).flow.nodes).toHaveLength(10);

    expect((await list('status=enabled')).rows.map((row) => row.id)).toContain(scene.id);
    expect((await list(`name=${encodeURIComponent('展厅')}`)).rows.map((row) => row.id)).toContain(scene.id);
    expect((await list('name=nothing-like-this')).total).toBe(0);
    expect((await list('category=汽车销售')).rows[0]).not.toHaveProperty('scenario');

    expect(await owner('DELETE', `/api/admin/voice/customer/${customer}`)).toMatchObject({ status: 409, body: { errmsg: '该记录正在被场景使用，不能删除' } });
    expect(await owner('DELETE', `/api/admin/voice/scorerule/${rule}`)).toMatchObject({ status: 409 });
    expect(await owner('DELETE', `/api/admin/voice/audio/${bgm.id}`)).toMatchObject({ status: 409 });
    const wrongKind = await owner('POST', '/api/admin/material/scene', { scenario: carSales(speechId), ringtoneid: bgm.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.detail).toContain('来电铃声须选择一个铃声类型的音频');
  });

  it('saves an incomplete flow asked to be enabled as a draft, refuses to enable it, and enables it once complete', async () => {
    const created = scenarioResponseSchema.parse((await owner('POST', '/api/admin/material/scene', { scenario: carSales(speechId, unlinkEnd) })).body).scene;
    expect(created.status).toBe('draft');
    expect(created.issues!.map((issue) => issue.code)).toContain('intentUnlinked');
    expect(created.issues!.find((issue) => issue.code === 'intentUnlinked')).toMatchObject({ message: '意图尚未连线', nodeid: 'q-warranty' });

    const refused = await owner('POST', `/api/admin/material/scene/${created.id}/disable`, { disabled: 0 });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.body.errmsg).toContain('流程未完成，不能启用');
    expect(refused.body.errmsg).toContain('意图尚未连线');
    expect(scenarioResponseSchema.parse((await owner('GET', `/api/admin/material/scene/${created.id}`)).body).scene.status).toBe('draft');

    const fixed = await owner('PUT', `/api/admin/material/scene/${created.id}`, { scenario: { ...carSales(speechId), status: 'draft' } });
    expect(scenarioResponseSchema.parse(fixed.body).scene).toMatchObject({ status: 'draft', issues: [] });
    const enabled = await owner('POST', `/api/admin/material/scene/${created.id}/disable`, { disabled: 0 });
    expect(scenarioResponseSchema.parse(enabled.body).scene.status).toBe('enabled');
    const disabled = await owner('POST', `/api/admin/material/scene/${created.id}/disable`, { disabled: 1 });
    expect(scenarioResponseSchema.parse(disabled.body).scene.status).toBe('disabled');
  });

  it('exports a scenario as the documented JSON, which saves back unchanged, and lists its category', async () => {
    const id = await createdId(owner, '/api/admin/material/scene', 'scene', { scenario: carSales(speechId) });
    const response = await server.fetch(`/api/admin/material/scene/${id}/export`, { headers: { token } });
    const exported = (await response.json()) as Record<string, unknown>;
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(`${String(exported.name)}.json`));
    expect(dialogue.validateScenario(exported)).toMatchObject({ complete: true, status: 'enabled' });
    const again = scenarioResponseSchema.parse((await owner('POST', '/api/admin/material/scene', { scenario: exported })).body).scene;
    expect(again.scenario).toEqual(exported);
    const categories = categoriesResponseSchema.parse((await owner('GET', '/api/admin/material/scene/category')).body).rows;
    expect(categories.find((row) => row.name === '汽车销售')!.count).toBeGreaterThanOrEqual(2);
  });

  it('keeps uploaded scenario images and an excellent recording, refusing other files', async () => {
    const send = (path: string, bytes: Buffer, filename: string) =>
      postMultipart(server.fetch, token, `/api/admin/material/scene/${path}`, { bytes, filename, type: 'application/octet-stream' });
    const image = await send('media', PNG_BYTES, 'a.png');
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    const recording = await send('recording', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(100)]), 'best.mp3');
    expect(recording.status, JSON.stringify(recording.body)).toBe(200);
    expect(recording.body.path).toMatch(/\/recordBestAuido\/\d{8}\/[\w-]+\.mp3$/);
    const scene = scenarioResponseSchema.parse(
      (
        await owner('POST', '/api/admin/material/scene', {
          scenario: carSales(speechId),
          images: [image.body.path],
          excellentrecording: recording.body.path,
          excellentdescription: '冠军销售的接待',
        })
      ).body,
    ).scene;
    expect(scene).toMatchObject({ images: [image.body.path], excellentrecording: recording.body.path, excellentdescription: '冠军销售的接待' });
    expect((await send('media', Buffer.from('GIF89a....'), 'a.gif')).body.detail).toContain('场景图片仅支持jpg、png格式，且不超过2M');
    expect((await send('recording', Buffer.from('OggS not accepted here'), 'a.ogg')).body.detail).toContain('优秀录音仅支持mp3、wav格式');
    expect(
      (await owner('POST', '/api/admin/material/scene', { scenario: carSales(speechId), excellentrecording: '/files/x/recordBestAuido/20260101/a.mp3' })).body
        .detail,
    ).toContain('录音不存在，请重新上传');
  });

  it('imports a scenario file in the documented format and refuses a malformed or rule-breaking one', async () => {
    const send = (bytes: Buffer, language = 'zh-CN') =>
      postMultipart(server.fetch, token, '/api/admin/material/scene/import', { bytes, filename: 's.json', type: 'application/json' }, {}, language);
    const imported = await send(Buffer.from(JSON.stringify(carSales(speechId))));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const [scene] = (imported.body.scenes as unknown[]).map((row) => scenarioResponseSchema.shape.scene.parse(row));
    expect(scene).toMatchObject({ id: imported.body.id, name: 'SUV展厅接待', status: 'enabled' });
    expect(nodesOf(scene).find((node) => node.id === 'c-price')).toMatchObject({ left: 560, top: 120 });

    // A file without positions is laid out in layers from the start to the end, no two nodes on one spot.
    const unplaced = carSales(speechId, (nodes) => {
      for (const node of nodes as unknown as Record<string, unknown>[]) {
        delete node.left;
        delete node.top;
      }
    });
    const laidOut = scenarioResponseSchema.shape.scene.parse(((await send(Buffer.from(JSON.stringify(unplaced)))).body.scenes as unknown[])[0]);
    const at = new Map(nodesOf(laidOut).map((node) => [node.id, node]));
    expect(new Set([...at.values()].map((node) => `${node.left},${node.top}`)).size).toBe(at.size);
    expect(at.get('start')!.left).toBeLessThan(at.get('c-enter')!.left);
    expect(at.get('c-price')!.left).toBe(at.get('c-need')!.left);
    expect(Math.max(...[...at.values()].map((node) => node.left))).toBe(at.get('end')!.left);
    const before = (await list()).total;
    expect((await send(Buffer.from('{ not json'))).body.detail).toContain('请选择一个场景文件（JSON或Excel，不超过1M）');
    expect((await send(Buffer.from(JSON.stringify(exampleScenario('invalid'))), 'en')).body.detail).toContain(
      'The scenario name must be at most 20 characters',
    );
    expect((await list()).total).toBe(before);
  });

  it('refuses an imported file with each problem once, naming the nodes it concerns, in zh-CN and en', async () => {
    const send = (scenario: Record<string, unknown>, language: string) =>
      postMultipart(
        server.fetch,
        token,
        '/api/admin/material/scene/import',
        { bytes: Buffer.from(JSON.stringify(scenario)), filename: 's.json', type: 'application/json' },
        {},
        language,
      );
    // Two customer lines looping on their own node cut the whole opening off from the end.
    const looped = carSales(speechId, (nodes) => {
      for (const id of ['c-price', 'c-need']) nodes.find((node) => node.id === id)!.transitions![0]!.node = id;
    });
    const before = (await list()).total;
    const once = (detail: unknown) => {
      const lines = detail as string[];
      expect(new Set(lines).size, lines.join('\n')).toBe(lines.length);
      return lines;
    };
    const zh = await send({ ...looped, name: '说'.repeat(21) }, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(once(zh.body.detail)).toEqual(
      expect.arrayContaining([
        '场景名称不能超过20个字',
        '不能连接自身（节点：客户询价（c-price）、客户说需求（c-need））',
        '无法到达结束节点（节点：开始（start）、客户进店（c-enter）、接待（s-greet）、客户询价（c-price）、客户说需求（c-need））',
      ]),
    );
    expect(once((await send(looped, 'en')).body.detail)).toEqual(
      expect.arrayContaining([
        'A node cannot link to itself (nodes: 客户询价 (c-price), 客户说需求 (c-need))',
        'Cannot reach the end (nodes: 开始 (start), 客户进店 (c-enter), 接待 (s-greet), 客户询价 (c-price), 客户说需求 (c-need))',
      ]),
    );
    expect((await list()).total).toBe(before);
  });

  it("refuses a flow that breaks an editor rule with the rule's message, in the caller's language, and stores nothing", async () => {
    const before = (await list()).total;
    const selfLink = carSales(speechId, (nodes) => {
      nodes.find((node) => node.id === 'c-price')!.transitions![0]!.node = 'c-price';
    });
    const answer = await owner('POST', '/api/admin/material/scene', { scenario: selfLink });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain('不能连接自身');
    expect((await owner('POST', '/api/admin/material/scene', { scenario: selfLink }, 'en')).body.detail).toContain('A node cannot link to itself');

    const invalid = await owner('POST', '/api/admin/material/scene', { scenario: exampleScenario('invalid') });
    expect(invalid.status).toBe(400);
    expect(invalid.body.detail).toContain('场景名称不能超过20个字');
    expect(invalid.body.detail).toContain('请选择场景分类');
    expect(
      (await owner('POST', '/api/admin/material/scene', { scenario: carSales(speechId), images: ['/files/elsewhere/scenemedia/20260101/x.png'] })).body.detail,
    ).toContain('图片不存在，请重新上传');
    expect((await owner('POST', '/api/admin/material/scene', { scenario: carSales(speechId), images: ['a', 'b', 'c', 'd'] })).body.detail).toContain(
      '场景图片最多3张',
    );
    expect((await owner('POST', '/api/admin/material/scene', { scenario: carSales(speechId), excellentdescription: '说'.repeat(101) })).body.detail).toContain(
      '优秀录音说明最多100个字',
    );
    expect((await owner('POST', '/api/admin/material/scene', { scenario: 'not a scenario' })).status).toBe(400);
    expect((await owner('POST', '/api/admin/material/scene', {})).status).toBe(400);
    expect((await list()).total).toBe(before);
  });

  it("never uses or shows another organisation's speeches, customers or scenarios", async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const foreignSpeech = await insertSpeech(db, { orgId: other.id, category: '外部', text: '外部话术' });
    const foreignCustomer = await insertCustomer(db, { orgId: other.id, name: '外部客户' });
    expect(await owner('POST', '/api/admin/material/scene', { scenario: carSales(foreignSpeech.id) })).toMatchObject({
      status: 404,
      body: { errmsg: '话术不存在或已删除' },
    });
    expect(await owner('POST', '/api/admin/material/scene', { scenario: carSales('sp-family') })).toMatchObject({ status: 404 });
    expect(await owner('POST', '/api/admin/material/scene', { scenario: carSales(speechId), customerid: foreignCustomer.id })).toMatchObject({
      status: 404,
      body: { errmsg: '客户不存在或已删除' },
    });
    const foreign = await insertScenario(db, { orgId: other.id, name: '外部场景', category: '外部', document: carSales(foreignSpeech.id) });
    for (const [method, path, body] of [
      ['GET', `/api/admin/material/scene/${foreign.id}`, undefined],
      ['PUT', `/api/admin/material/scene/${foreign.id}`, { scenario: carSales(speechId) }],
      ['POST', `/api/admin/material/scene/${foreign.id}/disable`, { disabled: 1 }],
    ] as const) {
      expect(await owner(method, path, body)).toMatchObject({ status: 404, body: { errmsg: '场景不存在或已删除' } });
    }
    expect((await list('name=外部场景')).total).toBe(0);
  });
});
