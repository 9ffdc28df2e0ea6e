import { scenarioResponseSchema, scenarioSimulateResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { carSales, createdId, speechBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';

let server: TestServer;
let owner: Caller;
let speechId: string;
let sceneId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  speechId = await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ text: '主要是家用，周末带孩子出去玩。' }));
  sceneId = await createdId(owner, '/api/admin/material/scene', 'scene', { scenario: carSales(speechId) });
});
afterAll(() => server?.close());

const completes = {
  name: '完整接待',
  events: ['您好，欢迎光临！我是销售顾问小王，请问您怎么称呼？', '现在买途岳优惠一万，还送五年保养。', '整车保修三年或十万公里，以先到者为准。'],
};
const offTopic = { name: '跑题', events: ['今天天气真不错'] };
const simulate = async (id: string, body: unknown, language?: string) => owner('POST', `/api/admin/material/scene/${id}/simulate`, body, language);

describe('scenario simulator', () => {
  it('runs learner scripts through the stored scenario and reports paths, unreached nodes, unmatched intents and dead ends', async () => {
    const answer = await simulate(sceneId, { scripts: [completes, offTopic] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { report } = scenarioSimulateResponseSchema.parse(answer.body);
    const [full, stuck] = report.scripts;
    expect(full).toMatchObject({ name: '完整接待', endReason: 'completed', stoppedAt: 'end', deadEnd: null });
    expect(full?.nodes).toEqual(['start', 'c-enter', 's-greet', 'c-price', 's-offer', 'c-warranty', 'q-warranty', 'end']);
    expect(full?.intents.map((i) => i.id)).toEqual(['i-welcome', 'i-discount', 'i-warranty']);
    expect(stuck).toMatchObject({ name: '跑题', endReason: null, stoppedAt: 's-greet' });
    expect(report.deadEnds).toEqual([{ script: '跑题', node: 's-greet', nodeName: '接待', reason: 'noMatch', text: '今天天气真不错' }]);
    expect(report.unreachedNodes.map((n) => n.name)).toEqual(['客户说需求', '客户同意试驾']);
    expect(report.unmatchedIntents.map((i) => `${i.nodeName}/${i.label}`)).toEqual(['接待/询问需求', '报价与优惠/邀请试驾']);
    expect(report.unreachableNodes).toEqual([]);
  });

  it('simulates a draft, naming the nodes no line reaches', async () => {
    const draft = carSales(speechId, (nodes) => {
      nodes.find((n) => n.id === 's-greet')!.transitions![1]!.node = '';
    });
    const created = await owner('POST', '/api/admin/material/scene', { scenario: { ...draft, name: '草稿模拟' } });
    const scene = scenarioResponseSchema.parse(created.body).scene;
    expect(scene.status).toBe('draft');
    const { report } = scenarioSimulateResponseSchema.parse((await simulate(scene.id, { scripts: [completes] })).body);
    expect(report.unreachableNodes.map((n) => n.id)).toEqual(['c-need']);
    expect(report.scripts[0]?.endReason).toBe('completed');
  });

  it("refuses bad scripts with a clear message in the caller's language", async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `脚本${i}`, events: ['您好'] }));
    expect((await simulate(sceneId, { scripts: many })).body.detail).toContain('模拟脚本最多20个');
    expect((await simulate(sceneId, { scripts: many }, 'en')).body.detail).toContain('At most 20 simulation scripts');
    const long = { name: '太长', events: Array.from({ length: 51 }, () => '您好') };
    expect((await simulate(sceneId, { scripts: [long] })).body.detail).toContain('每个脚本最多50句');
    expect((await simulate(sceneId, { scripts: [] })).body.detail).toContain('请至少添加一个模拟脚本');
    expect((await simulate(sceneId, { scripts: [{ name: ' ', events: ['您好'] }] }, 'zh-TW')).body.detail).toContain('請輸入腳本名稱');
    expect((await simulate(sceneId, { scripts: [{ name: '空', events: [] }] })).body.detail).toContain('每个脚本至少要有一句学员话术');
  });

  it('answers not found for another id and refuses callers without the scenario function', async () => {
    expect(await simulate('00000000-0000-4000-8000-000000000000', { scripts: [completes] })).toMatchObject({
      status: 404,
      body: { errmsg: '场景不存在或已删除' },
    });
    const other = await createUser(server.database.db, { funcs: 'questionbank' });
    const limited = adminCaller(server.fetch, await server.login(other.account));
    expect((await limited('POST', `/api/admin/material/scene/${sceneId}/simulate`, { scripts: [completes] })).body.errcode).toBe(40300);
  });
});
