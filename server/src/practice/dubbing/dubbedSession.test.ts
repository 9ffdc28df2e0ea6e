import { customerListResponseSchema, dialogWavResponseSchema, sessionLatencyResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedEspeak, type GatedEspeak } from '../../../test/fakes/gatedEspeak.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, customerBody, voiceTemplateBody } from '../../../test/practiceClient.js';
import { demoScenarioId, practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import type { Caller } from '../../../test/tasksClient.js';
import { queueTask, settledTask } from '../../../test/dubbingClient.js';

/**
 * Live practice on a dubbed scenario (docs/practice.md "Dubbing tasks", "Latency"): once the
 * scenario's customer's digital human has voiced its lines, a session plays the stored clips and
 * synthesises nothing — the provider is not called, and each turn's latency says where its audio came from.
 */

let server: TestServer;
let espeak: GatedEspeak;
let owner: Caller;
let scenarioId: string;
const practice = practiceSockets(() => server);

beforeAll(async () => {
  espeak = await gatedEspeak();
  server = await startTestServer({ env: { ESPEAK_PATH: espeak.path } });
  scenarioId = await demoScenarioId(server);
  owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
});
afterAll(async () => {
  practice.closeAll();
  await server?.close();
  await espeak?.remove();
});

const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。'];

describe('a live session of a dubbed scenario', () => {
  it("plays the digital human's clips and synthesises nothing; the latency shows each turn's lines came from clips", async () => {
    const templateid = await createdId(
      owner,
      '/api/admin/voice/digitalhuman',
      'digitalhuman',
      voiceTemplateBody({ name: '现场配音', speechvoice: '现场配音' }),
    );
    const customers = customerListResponseSchema.parse((await owner('GET', `/api/admin/voice/customer?name=${encodeURIComponent('王先生')}`)).body);
    expect((await owner('PUT', `/api/admin/voice/customer/${customers.rows[0]!.id}`, customerBody({ digitalhuman: templateid }))).status).toBe(200);
    const task = await settledTask(owner, (await queueTask(owner, { templateid, scope: 'scenario', sceneid: scenarioId })).id);
    expect(task).toMatchObject({ status: 'done', failed: 0 });
    // The scenario's lines as its customer's digital human voiced them.
    const wav = dialogWavResponseSchema.parse((await owner('GET', `/api/admin/material/dialogwav/${scenarioId}`)).body);
    expect(wav.digitalhuman).toEqual({ id: templateid, name: '现场配音' });
    expect(wav.rows).toHaveLength(task.total);
    for (const row of wav.rows) expect(row).toMatchObject({ voiced: 1, path: expect.stringMatching(/^\/files\/.+\.wav$/), duration: expect.any(Number) });

    const synthesised = (await espeak.calls()).length;
    const socket = await practice.open('learner01');
    const started = await practiceCall(socket, 'practice:start', { scenarioId });
    if (!started.ok) throw new Error(started.errmsg);
    expect(started.lines[0]).toMatchObject({ text: '你好，我随便看看这款途岳。', audio: { format: 'mp3' }, notice: null });
    for (const text of ANSWERS) {
      const answered = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text });
      if (!answered.ok) throw new Error(answered.errmsg);
      expect(answered.lines.length).toBeGreaterThan(0);
      for (const line of answered.lines) expect(line).toMatchObject({ audio: { format: 'mp3' }, notice: null });
    }
    expect((await espeak.calls()).length).toBe(synthesised);

    // The send time is written just after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latency = sessionLatencyResponseSchema.parse((await owner('GET', `/api/admin/material/scene/session/${started.session.id}/latency`)).body);
    expect(latency.turns).toHaveLength(ANSWERS.length);
    for (const turn of latency.turns) {
      expect(turn.synthesis).toBe(0);
      expect(turn.lines).toEqual({ clips: expect.any(Number), reused: 0, synthesised: 0 });
      expect(turn.lines!.clips).toBeGreaterThan(0);
    }
    expect(latency.stages.find((stage) => stage.stage === 'synthesis')).toEqual({ stage: 'synthesis', count: ANSWERS.length, p50: 0, p95: 0 });
  });
});
