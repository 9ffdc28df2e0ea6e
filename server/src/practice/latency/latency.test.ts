import { scenarioLatencyResponseSchema, scenarioListResponseSchema, sessionLatencyResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { openPracticeSocket, practiceCall } from '../../../test/practiceSocket.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertScenario } from '../../data/practice/scenarios.js';
import { insertPracticeSession, listTurns, saveTurn, type SessionRead } from '../../data/practiceSessions.js';
import type { StoredTurnTimings } from '../../db/schema/index.js';

let server: TestServer;
let owner: Caller;
let demoScenarioId: string;

beforeAll(async () => {
  server = await startTestServer();
  const token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  const response = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  demoScenarioId = scenarioListResponseSchema.parse(response.body).rows[0]!.id;
});
afterAll(() => server?.close());

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}
const tenth = (value: number) => Math.round(value * 10) / 10;
const stagesOf = (t: StoredTurnTimings) => ({
  recognition: t.recognizedMs ?? null,
  engine: t.engineMs,
  audio: t.audioMs - t.engineMs,
  synthesis: t.synthMs ?? null,
  send: t.sentMs - t.audioMs,
  total: t.sentMs,
});

const scenarioLatency = async (scenarioId: string, query = '') => {
  const response = await owner('GET', `/api/admin/material/scene/${scenarioId}/latency${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return scenarioLatencyResponseSchema.parse(response.body);
};

async function answerOverSocket(account: string, scenarioId: string, text: string): Promise<string> {
  const socket = await openPracticeSocket(server.url, await server.login(account));
  try {
    const started = await practiceCall(socket, 'practice:start', { scenarioId });
    if (!started.ok) throw new Error(started.errmsg);
    const answered = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text });
    if (!answered.ok) throw new Error(answered.errmsg);
    return started.session.id;
  } finally {
    socket.close();
  }
}

describe('practice latency in the back office', () => {
  it('shows a turn answered over the socket in its scenario and its session, with the stored timings', async () => {
    const sessionId = await answerOverSocket('learner01', demoScenarioId, '您好，欢迎光临！请问您贵姓？');
    // The reply's send time is written just after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const org = await demoOrganisation(server.database.db);
    const [turn] = await listTurns(server.database.db, org.id, sessionId);
    const stored = stagesOf(turn!.timings);

    const latency = await scenarioLatency(demoScenarioId);
    expect(latency.to - latency.from).toBe(30 * 24 * 60 * 60 * 1000);
    const total = latency.stages.find((stage) => stage.stage === 'total')!;
    expect(total).toEqual({ stage: 'total', count: 1, p50: tenth(stored.total), p95: tenth(stored.total) });
    expect(latency.sessions).toEqual([
      expect.objectContaining({ id: sessionId, learnername: expect.any(String), turns: 1, p50: tenth(stored.total), p95: tenth(stored.total) }),
    ]);

    const detail = sessionLatencyResponseSchema.parse((await owner('GET', `/api/admin/material/scene/session/${sessionId}/latency`)).body);
    expect(detail.session).toMatchObject({ id: sessionId, scenarioid: demoScenarioId, scenarioname: 'SUV展厅接待' });
    expect(detail.turns).toEqual([expect.objectContaining({ seq: 1, learnertext: '您好，欢迎光临！请问您贵姓？', ...stored })]);
    // A typed answer has no recognition stage: it is not counted there.
    expect(detail.stages.map((stage) => [stage.stage, stage.count, stage.p50])).toEqual(
      Object.entries(stored).map(([stage, value]) => (value === null ? [stage, 0, null] : [stage, 1, tenth(value)])),
    );
  });

  it('computes p50 / p95 of every stage over the range, and pages the sessions newest first', async () => {
    const db = server.database.db;
    const org = await demoOrganisation(db);
    const scenario = await insertScenario(db, { orgId: org.id, name: '时延场景', category: '测试', document: {} });
    const learners = [await createUser(db, { name: '时延甲' }), await createUser(db, { name: '时延乙' })];
    const timings: StoredTurnTimings[][] = [
      [
        { recognizedMs: 300, engineMs: 310, audioMs: 410, sentMs: 415 },
        { engineMs: 20, audioMs: 320, sentMs: 330, clipLines: 0, reusedLines: 0, synthLines: 1, synthMs: 280 },
        { engineMs: 5, audioMs: 55, sentMs: 57, clipLines: 1, reusedLines: 1, synthLines: 0, synthMs: 0 },
      ],
      [
        { recognizedMs: 900, engineMs: 940, audioMs: 1940, sentMs: 1960 },
        { recognizedMs: 120, engineMs: 128, audioMs: 328, sentMs: 331 },
      ],
    ];
    const sessionIds: string[] = [];
    for (const [index, turns] of timings.entries()) {
      const session = await insertPracticeSession(db, {
        orgId: org.id,
        userId: learners[index]!.id,
        scenarioId: scenario.id,
        scenarioName: scenario.name,
        document: {},
        seed: 1,
        engineState: {},
        startedAt: new Date(Date.now() - (10 - index) * 60_000),
      });
      sessionIds.push(session.id);
      let read: SessionRead = session;
      for (const [seq, turn] of turns.entries()) {
        ({ session: read } = await saveTurn(
          db,
          org.id,
          read,
          {
            orgId: org.id,
            sessionId: session.id,
            seq: seq + 1,
            learnerText: `回答${seq + 1}`,
            outcome: 'matched',
            nodeId: 'n',
            scoreInputs: {},
            score: 80,
            timings: turn,
          },
          { status: 'finished' },
        ));
      }
    }
    // A session and turn of 40 days ago: outside the default range.
    const old = await insertPracticeSession(db, {
      orgId: org.id,
      userId: learners[0]!.id,
      scenarioId: scenario.id,
      scenarioName: scenario.name,
      document: {},
      seed: 1,
      engineState: {},
      startedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await saveTurn(
      db,
      org.id,
      old,
      {
        orgId: org.id,
        sessionId: old.id,
        seq: 1,
        learnerText: '旧',
        outcome: 'matched',
        nodeId: 'n',
        scoreInputs: {},
        score: 80,
        timings: { engineMs: 5000, audioMs: 6000, sentMs: 7000 },
        createdAt: new Date(Date.now() - 40 * 86_400_000),
      },
      { status: 'finished' },
    );

    const all = timings.flat().map(stagesOf);
    const latency = await scenarioLatency(scenario.id);
    for (const stage of ['engine', 'audio', 'send', 'total'] as const) {
      const values = all.map((turn) => turn[stage]);
      expect(latency.stages.find((row) => row.stage === stage)).toEqual({
        stage,
        count: 5,
        p50: tenth(percentile(values, 0.5)),
        p95: tenth(percentile(values, 0.95)),
      });
    }
    // Recognition: over the three spoken answers only.
    const recognised = [300, 900, 120];
    expect(latency.stages[0]).toEqual({ stage: 'recognition', count: 3, p50: tenth(percentile(recognised, 0.5)), p95: tenth(percentile(recognised, 0.95)) });
    expect(latency.total).toBe(2);
    expect(latency.sessions.map((row) => [row.id, row.learnername, row.turns])).toEqual([
      [sessionIds[1], '时延乙', 2],
      [sessionIds[0], '时延甲', 3],
    ]);
    const firstTotals = timings[0]!.map((turn) => turn.sentMs);
    expect(latency.sessions[1]).toMatchObject({ p50: tenth(percentile(firstTotals, 0.5)), p95: tenth(percentile(firstTotals, 0.95)) });

    const wide = await scenarioLatency(scenario.id, `?from=${Date.now() - 50 * 86_400_000}&to=${Date.now() + 1000}`);
    expect(wide.stages.find((row) => row.stage === 'total')).toMatchObject({
      count: 6,
      p95: tenth(percentile([...all.map((turn) => turn.total), 7000], 0.95)),
    });
    expect(wide.total).toBe(3);
    expect(wide.sessions.at(-1)!.id).toBe(old.id);

    const detail = sessionLatencyResponseSchema.parse((await owner('GET', `/api/admin/material/scene/session/${sessionIds[0]}/latency`)).body);
    expect(detail.turns.map((turn) => turn.total)).toEqual(firstTotals);
    expect(detail.turns.map((turn) => turn.recognition)).toEqual([300, null, null]);
    // Where each reply's audio came from, and the synthesis time, on the turns that recorded them.
    expect(detail.turns.map((turn) => [turn.synthesis, turn.lines])).toEqual([
      [null, null],
      [280, { clips: 0, reused: 0, synthesised: 1 }],
      [0, { clips: 1, reused: 1, synthesised: 0 }],
    ]);
    expect(detail.stages.find((row) => row.stage === 'synthesis')).toEqual({ stage: 'synthesis', count: 2, p50: 140, p95: tenth(percentile([0, 280], 0.95)) });
    expect(detail.stages.find((row) => row.stage === 'recognition')).toEqual({ stage: 'recognition', count: 1, p50: 300, p95: 300 });
    expect(detail.stages.find((row) => row.stage === 'total')).toEqual({
      stage: 'total',
      count: 3,
      p50: tenth(percentile(firstTotals, 0.5)),
      p95: tenth(percentile(firstTotals, 0.95)),
    });
  });

  it('refuses a bad range, and sessions or scenarios of another organisation, in the caller language', async () => {
    const db = server.database.db;
    const scenarioId = demoScenarioId;
    expect(await owner('GET', `/api/admin/material/scene/${scenarioId}/latency?from=abc`)).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('时间格式不正确') },
    });
    expect(await owner('GET', `/api/admin/material/scene/${scenarioId}/latency?from=2000&to=1000`)).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('结束时间须晚于开始时间') },
    });
    const other = await createOrganisation(db);
    const foreign = await insertScenario(db, { orgId: other.id, name: '外部', category: '外部', document: {} });
    expect(await owner('GET', `/api/admin/material/scene/${foreign.id}/latency`)).toMatchObject({ status: 404, body: { errmsg: '场景不存在或已删除' } });
    const stranger = await createUser(db, { orgId: other.id });
    const foreignSession = await insertPracticeSession(db, {
      orgId: other.id,
      userId: stranger.id,
      scenarioId: foreign.id,
      scenarioName: '外部',
      document: {},
      seed: 1,
      engineState: {},
    });
    expect(await owner('GET', `/api/admin/material/scene/session/${foreignSession.id}/latency`)).toMatchObject({ status: 404 });
    expect(await owner('GET', '/api/admin/material/scene/session/not-an-id/latency')).toMatchObject({ status: 404 });
  });
});
