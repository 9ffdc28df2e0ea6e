import { scoringRuleListResponseSchema, scoringRuleResponseSchema, scoringRuleUpdateResponseSchema, scoringRuleUsageResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, scoringRuleBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertScoringRule } from '../../data/practice/scoringRules.js';

let server: TestServer;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const list = async (query = '') => scoringRuleListResponseSchema.parse((await owner('GET', `/api/admin/voice/scorerule?${query}`)).body);
const item = (name: string, weight: number, min = 0, max = 100) => ({ name, weight, min, max });

describe('scoring rules', () => {
  it('saves weighted items summing to 100 %, edits, disables and deletes a rule', async () => {
    const id = await createdId(owner, '/api/admin/voice/scorerule', 'rule', scoringRuleBody());
    const rule = scoringRuleResponseSchema.parse((await owner('GET', `/api/admin/voice/scorerule/${id}`)).body).rule;
    expect(rule).toMatchObject({ name: '销售话术评分', passscore: 60, disabled: 0 });
    expect(rule.items.map((entry) => entry.weight)).toEqual([40, 35.5, 24.5]);
    const edited = await owner('PUT', `/api/admin/voice/scorerule/${id}`, scoringRuleBody({ name: '新规则', items: [item('总分', 100)] }));
    expect(scoringRuleUpdateResponseSchema.parse(edited.body)).toMatchObject({ rescore: null });
    expect(scoringRuleUpdateResponseSchema.parse(edited.body).rule).toMatchObject({ name: '新规则', items: [item('总分', 100)] });
    expect(scoringRuleResponseSchema.parse((await owner('POST', `/api/admin/voice/scorerule/${id}/disable`, { disabled: 1 })).body).rule.disabled).toBe(1);
    expect((await list('name=新规则')).rows.map((row) => row.id)).toEqual([id]);
    expect((await owner('DELETE', `/api/admin/voice/scorerule/${id}`)).status).toBe(200);
    expect(await owner('GET', `/api/admin/voice/scorerule/${id}`)).toMatchObject({ status: 404, body: { errmsg: '评分规则不存在或已删除' } });
  });

  it.each([
    [{ name: '' }, '请输入规则名称'],
    [{ name: '规'.repeat(31) }, '规则名称最多30个字'],
    [{ items: [] }, '请至少添加一个评分项'],
    [{ items: [item('关键词', 50), item('流程', 40)] }, '权重之和须为100%（当前90%）'],
    [{ items: [item('关键词', 60), item('流程', 50.5)] }, '权重之和须为100%（当前110.5%）'],
    [{ items: [item('关键词', 0), item('流程', 100)] }, '权重须大于0且不超过100'],
    [{ items: [item('关键词', 100, 80, 80)] }, '最小值须小于最大值'],
    [{ items: [item('关键词', 100, 90, 10)] }, '最小值须小于最大值'],
    [{ items: [item('关键词', 100, 0, 120)] }, '分数须在0到100之间'],
    [{ items: [item('关键词', 50), item('关键词', 50)] }, '评分项名称不能重复'],
    [{ items: [item('', 100)] }, '请输入评分项名称'],
    [{ items: [item('项'.repeat(21), 100)] }, '评分项名称最多20个字'],
    [{ items: Array.from({ length: 21 }, (_, index) => item(`项${index}`, 100 / 21)) }, '评分项最多20个'],
    [{ passscore: 0 }, '及格分须大于0且不超过100'],
    [{ passscore: 100.5 }, '及格分须大于0且不超过100'],
    [{ passscore: 101 }, '及格分须大于0且不超过100'],
    [{ passscore: -1 }, '及格分须大于0且不超过100'],
    [{ passscore: '' }, '及格分须大于0且不超过100'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = (await list()).total;
    const answer = await owner('POST', '/api/admin/voice/scorerule', scoringRuleBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await list()).total).toBe(before);
  });

  it('keeps a pass score of exactly 100, and refuses 101 on an edit with nothing changed', async () => {
    const id = await createdId(owner, '/api/admin/voice/scorerule', 'rule', scoringRuleBody({ name: '满分及格', passscore: 100 }));
    const read = async () => scoringRuleResponseSchema.parse((await owner('GET', `/api/admin/voice/scorerule/${id}`)).body).rule;
    expect((await read()).passscore).toBe(100);
    const refused = await owner('PUT', `/api/admin/voice/scorerule/${id}`, scoringRuleBody({ name: '满分及格', passscore: 101 }), 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('The pass score must be above 0 and at most 100');
    expect(await owner('PUT', `/api/admin/voice/scorerule/${id}`, scoringRuleBody({ name: '满分及格', rescore: 'yes' }))).toMatchObject({ status: 400 });
    expect((await read()).passscore).toBe(100);
  });

  it("answers an unused rule's usage: no scenario, no package, no session", async () => {
    const id = await createdId(owner, '/api/admin/voice/scorerule', 'rule', scoringRuleBody({ name: '未使用规则' }));
    const usage = scoringRuleUsageResponseSchema.parse((await owner('GET', `/api/admin/voice/scorerule/${id}/usage`)).body);
    expect(usage).toMatchObject({ rule: { id, name: '未使用规则' }, scenes: [], packages: [], sessions: 0 });
    const rescored = await owner('PUT', `/api/admin/voice/scorerule/${id}`, scoringRuleBody({ name: '未使用规则', rescore: true }));
    expect(scoringRuleUpdateResponseSchema.parse(rescored.body).rescore).toEqual({ rescored: 0, skipped: 0 });
  });

  it("refuses a second rule of the same name, in the caller's language", async () => {
    await createdId(owner, '/api/admin/voice/scorerule', 'rule', scoringRuleBody({ name: '重名规则' }));
    expect(await owner('POST', '/api/admin/voice/scorerule', scoringRuleBody({ name: '重名规则' }))).toMatchObject({
      status: 409,
      body: { errmsg: '规则名称已存在' },
    });
    const english = await owner('POST', '/api/admin/voice/scorerule', scoringRuleBody({ items: [item('a', 30)] }), 'en');
    expect(english.body.detail).toContain('The weights must sum to 100% (now 30%)');
  });

  it("never shows another organisation's rules", async () => {
    const other = await createOrganisation(server.database.db);
    const foreign = await insertScoringRule(server.database.db, { orgId: other.id, name: '外部规则', items: [item('总分', 100)] });
    for (const [method, path, body] of [
      ['GET', `/api/admin/voice/scorerule/${foreign.id}`, undefined],
      ['GET', `/api/admin/voice/scorerule/${foreign.id}/usage`, undefined],
      ['PUT', `/api/admin/voice/scorerule/${foreign.id}`, scoringRuleBody({ rescore: true })],
      ['PUT', `/api/admin/voice/scorerule/${foreign.id}`, scoringRuleBody()],
      ['DELETE', `/api/admin/voice/scorerule/${foreign.id}`, undefined],
    ] as const) {
      expect(await owner(method, path, body)).toMatchObject({ status: 404, body: { errmsg: '评分规则不存在或已删除' } });
    }
    expect((await list('name=外部规则')).total).toBe(0);
  });
});
