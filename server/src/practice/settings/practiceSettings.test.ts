import { organisationSpecialRulesResponseSchema, practiceAlgorithmResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

// The organisation's special rules (系统设置, adminsetting) and practice algorithm (arithmetic):
// defaults until set, stored as sent, every bad value refused with its message, learners refused.

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
const RULES = '/api/admin/system/setting/specialrules';
const ALGORITHM = '/api/admin/system/setting/tech/param';

const SILENCE = { enabled: true, timeoutSeconds: 8, maxTriggers: 2, replyText: '您好，请问还在吗？', emotion: 5 };
const NON_STANDARD = {
  enabled: true,
  maxAnswers: 4,
  firstAlertAt: 2,
  answerTimeoutSeconds: 30,
  onExceeded: 'hangup',
  alertText: '请围绕产品卖点回答',
  emotion: 0,
};

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

describe('the organisation special rules', () => {
  it('are both off until the organisation sets them', async () => {
    const answer = await owner('GET', RULES);
    expect(answer.status).toBe(200);
    const rules = organisationSpecialRulesResponseSchema.parse(answer.body);
    expect(rules.silence).toEqual({ enabled: false, timeoutSeconds: 10, maxTriggers: 3, replyText: '', emotion: 0 });
    expect(rules.nonStandard).toMatchObject({ enabled: false, maxAnswers: 3, firstAlertAt: 1, answerTimeoutSeconds: 0, onExceeded: 'continue' });
  });

  it('are stored as sent and read back', async () => {
    const saved = await owner('PUT', RULES, { silence: SILENCE, nonStandard: NON_STANDARD });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(organisationSpecialRulesResponseSchema.parse(saved.body)).toMatchObject({ silence: SILENCE, nonStandard: NON_STANDARD });
    expect(organisationSpecialRulesResponseSchema.parse((await owner('GET', RULES)).body)).toMatchObject({ silence: SILENCE, nonStandard: NON_STANDARD });
  });

  it("refuses values outside the scenario editor's limits, each with its message in the caller's language, and keeps what it had", async () => {
    const cases = [
      [{ silence: { ...SILENCE, timeoutSeconds: 0 }, nonStandard: NON_STANDARD }, 'zh-CN', ['学员静默超时须在1到300秒之间']],
      [{ silence: { ...SILENCE, replyText: ' ' }, nonStandard: NON_STANDARD }, 'en', ['Set the reply spoken when the learner is silent']],
      [{ silence: SILENCE, nonStandard: { ...NON_STANDARD, firstAlertAt: 5 } }, 'zh-CN', ['首次提醒位置须在1到4之间']],
      [{ silence: { ...SILENCE, replyText: '说'.repeat(201) }, nonStandard: NON_STANDARD }, 'zh-CN', ['话术不能超过200个字']],
      [{ silence: { ...SILENCE, maxTriggers: 'many' }, nonStandard: NON_STANDARD }, 'zh-TW', ['取值無效']],
      [{ silence: SILENCE }, 'en', ['Invalid value']],
    ] as const;
    for (const [body, language, detail] of cases) {
      const answer = await owner('PUT', RULES, body, language);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ successed: false, detail });
    }
    expect(organisationSpecialRulesResponseSchema.parse((await owner('GET', RULES)).body).silence).toEqual(SILENCE);
  });

  it('lets a rule be switched off without its line', async () => {
    const off = { ...SILENCE, enabled: false, replyText: '' };
    expect((await owner('PUT', RULES, { silence: off, nonStandard: NON_STANDARD })).status).toBe(200);
    expect(organisationSpecialRulesResponseSchema.parse((await owner('GET', RULES)).body).silence).toEqual(off);
  });
});

describe('the practice algorithm', () => {
  it('is 60 % similarity with cross-node and smart break off until set, then stored as sent', async () => {
    expect(practiceAlgorithmResponseSchema.parse((await owner('GET', ALGORITHM)).body).data).toEqual({
      intentSimilarity: 60,
      crossNode: false,
      smartBreak: false,
    });
    const data = { intentSimilarity: 75.5, crossNode: true, smartBreak: true };
    expect(practiceAlgorithmResponseSchema.parse((await owner('PUT', ALGORITHM, { data })).body).data).toEqual(data);
    expect(practiceAlgorithmResponseSchema.parse((await owner('GET', ALGORITHM)).body).data).toEqual(data);
  });

  it('refuses a threshold outside 0–100 and a value of the wrong type, with their messages', async () => {
    for (const [data, language, detail] of [
      [{ intentSimilarity: 101, crossNode: true, smartBreak: false }, 'zh-CN', ['意图相似度须在0到100之间']],
      [{ intentSimilarity: -1, crossNode: true, smartBreak: false }, 'en', ['Intention similarity must be between 0 and 100']],
      [{ intentSimilarity: 50, crossNode: 'yes', smartBreak: false }, 'zh-CN', ['取值无效']],
      [undefined, 'en', ['Invalid value']],
    ] as const) {
      const answer = await owner('PUT', ALGORITHM, { data }, language);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ successed: false, detail });
    }
    expect(practiceAlgorithmResponseSchema.parse((await owner('GET', ALGORITHM)).body).data.intentSimilarity).toBe(75.5);
  });
});

describe('who may change them', () => {
  it('refuses a learner both settings', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    for (const [method, path, body] of [
      ['GET', RULES, undefined],
      ['PUT', RULES, { silence: SILENCE, nonStandard: NON_STANDARD }],
      ['GET', ALGORITHM, undefined],
      ['PUT', ALGORITHM, { data: { intentSimilarity: 10, crossNode: false, smartBreak: false } }],
    ] as const) {
      expect((await learner(method, path, body)).status).toBe(403);
    }
  });
});
