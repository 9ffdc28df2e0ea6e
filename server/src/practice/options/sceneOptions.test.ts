import { scenarioListResponseSchema, type PracticeSessionReply } from '@peilian/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { practiceCall, practiceSockets } from '../../../test/practiceSocket.js';

const PATH = '/api/admin/system/setting/scene';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let scenarioId: string;
const practice = practiceSockets(() => server);

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  const scenes = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  scenarioId = scenarioListResponseSchema.parse(scenes.body).rows[0]!.id;
});
afterEach(() => practice.closeAll());
afterAll(() => server?.close());

const started = (reply: PracticeSessionReply) => {
  if (!reply.ok) throw new Error(reply.errmsg);
  return reply.session;
};

describe('scene-practice options (setting/scene)', () => {
  it('allow pausing and show the reference scripts by default; a bad value changes nothing; learners may not set them', async () => {
    expect((await owner('GET', PATH)).body).toEqual({ successed: true, pause: 1, reference: 1 });
    expect((await owner('PUT', PATH, { pause: 2, reference: 1 })).status).toBe(400);
    expect((await owner('PUT', PATH, { pause: 0 })).status).toBe(400);
    expect((await owner('GET', PATH)).body).toEqual({ successed: true, pause: 1, reference: 1 });
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('PUT', PATH, { pause: 0, reference: 0 })).status).toBe(403);
  });

  it('a session started while pausing is off cannot be paused and shows no reference scripts; one started before keeps its options', async () => {
    const socket = await practice.open('learner01');
    const before = started(await practiceCall(socket, 'practice:start', { scenarioId }));
    expect(before).toMatchObject({ pausable: true });
    expect(before.hints.length).toBeGreaterThan(0);
    expect((await owner('PUT', PATH, { pause: 0, reference: 0 })).body).toEqual({ successed: true, pause: 0, reference: 0 });
    try {
      const after = started(await practiceCall(await practice.open('learner02'), 'practice:start', { scenarioId }));
      expect(after).toMatchObject({ status: 'running', pausable: false, hints: [] });
      const learner02 = await practice.open('learner02');
      expect(await practiceCall(learner02, 'practice:pause', { sessionId: after.id })).toEqual({
        ok: false,
        errcode: 40985,
        errmsg: '本企业的练习不能暂停，请继续练习或结束并提交',
      });
      expect(started(await practiceCall(learner02, 'practice:join', { sessionId: after.id }))).toMatchObject({ status: 'running', pausable: false });
      // The session started before the change keeps the options it started with.
      expect(started(await practiceCall(socket, 'practice:pause', { sessionId: before.id }))).toMatchObject({ status: 'paused', pausable: true });
    } finally {
      await owner('PUT', PATH, { pause: 1, reference: 1 });
    }
  });
});
