import { scenarioSimulateResponseSchema, type PracticeSessionReply } from '@peilian/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { carSales, createdId, okBody, speechBody } from '../../../test/practiceClient.js';
import { practiceCall, practiceSockets, type PracticeClientSocket } from '../../../test/practiceSocket.js';

// Live sessions and the simulator play a scenario combined with its organisation's settings, read
// when the session starts: a rule the scenario switches off is the organisation's, an algorithm
// field it leaves out is the organisation's.

const clock = new ManualClock();
let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let speechId: string;
const practice = practiceSockets(() => server);

const ORG_SILENCE = { enabled: true, timeoutSeconds: 5, maxTriggers: 2, replyText: '请问您还在听吗？', emotion: 0 };
const NON_STANDARD_OFF = {
  enabled: false,
  maxAnswers: 3,
  firstAlertAt: 1,
  answerTimeoutSeconds: 0,
  onExceeded: 'continue',
  alertText: '',
  emotion: 0,
};

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  speechId = await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ text: '主要是家用，周末带孩子出去玩。' }));
});
afterEach(() => practice.closeAll());
afterAll(() => server?.close());

/** The car-sales example under another name, `change` editing its document. */
async function scene(name: string, change: (document: Record<string, unknown>) => void): Promise<string> {
  const document = { ...carSales(speechId), name };
  change(document);
  return createdId(owner, '/api/admin/material/scene', 'scene', { scenario: document });
}

async function session(socket: PracticeClientSocket, event: string, payload: unknown) {
  const reply: PracticeSessionReply = await practiceCall(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return { ...reply.session, lines: reply.lines };
}

describe("the organisation's special rules in a live session", () => {
  it("answers a silent learner with the organisation's reply when the scenario's silence rule is off", async () => {
    const quiet = await scene('静默跟随系统', (document) => {
      (document.specialRules as { silence: { enabled: boolean } }).silence.enabled = false;
    });
    await okBody(owner, 'PUT', '/api/admin/system/setting/specialrules', { silence: ORG_SILENCE, nonStandard: NON_STANDARD_OFF });

    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId: quiet });
    expect(started.silencems).toBe(5_000);
    clock.advance(6);
    const first = await session(socket, 'practice:silence', { sessionId: started.id });
    expect(first.lines.map((line) => [line.text, line.cause])).toEqual([['请问您还在听吗？', 'silence']]);
    clock.advance(6);
    await session(socket, 'practice:silence', { sessionId: started.id });
    clock.advance(6);
    expect(await session(socket, 'practice:silence', { sessionId: started.id })).toMatchObject({ status: 'finished', endreason: 'silenceLimit' });
  });

  it("keeps a scenario's own silence rule when it is switched on", async () => {
    const own = await scene('静默自有规则', () => undefined);
    await okBody(owner, 'PUT', '/api/admin/system/setting/specialrules', { silence: ORG_SILENCE, nonStandard: NON_STANDARD_OFF });
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId: own });
    expect(started.silencems).toBe(10_000);
    clock.advance(11);
    const first = await session(socket, 'practice:silence', { sessionId: started.id });
    expect(first.lines.map((line) => line.text)).toEqual(['您好，还在吗？']);
  });
});

describe("the organisation's practice algorithm", () => {
  it('decides cross-node matching for a scenario that leaves it out, as the organisation changes it', async () => {
    const following = await scene('跨节点跟随系统', (document) => {
      delete document.crossNode;
    });
    // The discount answer belongs to the next learner node: only cross-node calculation matches it here.
    const script = { name: '抢答优惠', events: ['现在买途岳优惠一万，还送五年保养。'] };
    const simulate = async () =>
      scenarioSimulateResponseSchema.parse(await okBody(owner, 'POST', `/api/admin/material/scene/${following}/simulate`, { scripts: [script] })).report
        .scripts[0]!;

    await okBody(owner, 'PUT', '/api/admin/system/setting/tech/param', { data: { intentSimilarity: 60, crossNode: false, smartBreak: false } });
    expect((await simulate()).intents).toEqual([]);
    await okBody(owner, 'PUT', '/api/admin/system/setting/tech/param', { data: { intentSimilarity: 60, crossNode: true, smartBreak: false } });
    expect((await simulate()).intents.map((intent) => intent.id)).toEqual(['i-discount']);
  });
});
