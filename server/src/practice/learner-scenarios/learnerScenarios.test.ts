import { practiceScenarioListResponseSchema, scenarioResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { carSales, createdId, speechBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertScenario } from '../../data/practice/scenarios.js';

let server: TestServer;
let owner: Caller;
let learnerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  learnerToken = await server.login('learner01');
});
afterAll(() => server?.close());

async function learnerList() {
  const response = await server.fetch('/api/trainning/v3/practice/scenarios', { headers: { token: learnerToken } });
  expect(response.status).toBe(200);
  return practiceScenarioListResponseSchema.parse(await response.json()).rows;
}

describe("the learner's free-practice scenarios", () => {
  it("lists the enabled scenarios of the learner's organisation with their customer, and nothing else", async () => {
    const seeded = (await learnerList()).find((row) => row.name === 'SUV展厅接待');
    expect(seeded).toMatchObject({ category: '汽车销售', customername: '王先生' });

    const speechId = await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ text: '后排空间够大吗？' }));
    const named = (name: string, status: string) => ({ ...carSales(speechId), name, status });
    const draft = scenarioResponseSchema.parse((await owner('POST', '/api/admin/material/scene', { scenario: named('草稿场景甲', 'draft') })).body).scene;
    const enabled = scenarioResponseSchema.parse((await owner('POST', '/api/admin/material/scene', { scenario: named('启用场景乙', 'enabled') })).body).scene;
    expect([draft.status, enabled.status]).toEqual(['draft', 'enabled']);
    const other = await createOrganisation(server.database.db);
    await insertScenario(server.database.db, { orgId: other.id, name: '外部场景丙', category: '外部', status: 'enabled', document: carSales(speechId) });

    const names = (await learnerList()).map((row) => row.name);
    expect(names).toContain('启用场景乙');
    expect(names).not.toContain('草稿场景甲');
    expect(names).not.toContain('外部场景丙');
    expect((await learnerList()).find((row) => row.id === enabled.id)).toMatchObject({ customername: '', images: 0 });

    await owner('POST', `/api/admin/material/scene/${enabled.id}/disable`, { disabled: 1 });
    expect((await learnerList()).map((row) => row.id)).not.toContain(enabled.id);
  });

  it('answers only a signed-in learner', async () => {
    const response = await server.fetch('/api/trainning/v3/practice/scenarios');
    expect(response.status).toBe(401);
  });
});
