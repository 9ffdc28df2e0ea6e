import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkinGridResponseSchema, checkinListResponseSchema, myCheckinListResponseSchema } from '@peilian/shared';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { DEMO_CHECKIN_TITLE } from './checkins.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the demo check-in task', () => {
  it('runs for the demo learners with a few days behind it and today still to do', async () => {
    const owner = adminCaller(server.fetch, await server.login('owner01'));
    const list = checkinListResponseSchema.parse((await owner('GET', '/api/admin/checkin')).body);
    const task = list.rows.find((row) => row.title === DEMO_CHECKIN_TITLE)!;
    expect(task).toMatchObject({ learners: 3, todaychecked: 0, refname: 'SUV展厅接待', enabled: 1 });
    const grid = checkinGridResponseSchema.parse((await owner('GET', `/api/admin/checkin/${task.id}/learners`)).body);
    expect(grid.rows.map((row) => [row.account, row.stars, row.streak]).sort()).toEqual([
      ['learner01', 4, 4],
      ['learner02', 3, 2],
      ['learner03', 1, 0],
    ]);
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    const mine = myCheckinListResponseSchema.parse((await learner('GET', '/api/trainning/v3/checkin')).body);
    expect(mine.rows[0]).toMatchObject({ title: DEMO_CHECKIN_TITLE, streak: 4, todaystar: 0, stars: 4 });
  });
});
