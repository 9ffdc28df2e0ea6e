import { openPracticeSocket } from '../server/test/practiceSocket.js';
import { fail, failureCount, percentiles, sessionCall, stageStats, storedTurns, withCpu, type CpuProbe, type Failures } from './practiceCommon.js';

/** The seeded car-sales flow (docs/examples/car-sales.scenario.json): answers that walk it to its end in three turns. */
export const DEMO_ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];

export interface Target {
  url: string;
  adminToken: string;
  scenarioId: string;
  cpu: CpuProbe;
}

/**
 * Typed turns one after another on one learner's socket, each answered with the customer's lines
 * voiced by the server's TTS: the demo dialogue over and over, a new session whenever one ends.
 * One dialogue first warms the server up and is left out. Reports the client's acknowledgement
 * round trip and the server's stored timings of the same turns.
 */
export async function typedTurns(target: Target, token: string, turns: number) {
  const socket = await openPracticeSocket(target.url, token);
  const failures: Failures = {};
  const ackMs: number[] = [];
  const startAckMs: number[] = [];
  const measured: string[] = [];
  try {
    const dialogue = async (count: number, record: boolean): Promise<number> => {
      let started = performance.now();
      const opened = await sessionCall(socket, 'practice:start', { scenarioId: target.scenarioId });
      if (record) startAckMs.push(performance.now() - started);
      if (!opened.ok) {
        fail(failures, 'start', `${opened.errcode} ${opened.errmsg}`);
        return 1;
      }
      if (record) measured.push(opened.session.id);
      let done = 0;
      for (const text of DEMO_ANSWERS.slice(0, count)) {
        started = performance.now();
        const reply = await sessionCall(socket, 'practice:answer', { sessionId: opened.session.id, text });
        if (record) ackMs.push(performance.now() - started);
        done += 1;
        if (!reply.ok) fail(failures, 'answer', `${reply.errcode} ${reply.errmsg}`);
        else if (reply.lines.length === 0 || reply.lines.some((line) => !line.audio)) fail(failures, 'answer', 'a customer line came without audio');
        if (!reply.ok || reply.session.status === 'finished') break;
      }
      return done;
    };
    await dialogue(DEMO_ANSWERS.length, false);
    const run = await withCpu(
      target.cpu,
      async () => {
        for (let done = 0; done < turns;) done += await dialogue(Math.min(DEMO_ANSWERS.length, turns - done), true);
      },
      () => ackMs.length + startAckMs.length,
    );
    const server = stageStats(await storedTurns(target.url, target.adminToken, measured));
    return {
      turns: ackMs.length,
      sessions: measured.length,
      seconds: run.seconds,
      /** CPU over the turns; `serverMsPerTurn` counts a session start as a turn (both voice customer lines). */
      cpu: run.cpu,
      serverMs: server,
      clientAckMs: percentiles(ackMs),
      clientStartAckMs: percentiles(startAckMs),
      failures,
      holds: server.total.p50 <= 150 && server.total.p95 <= 400 && failureCount(failures) === 0,
    };
  } finally {
    socket.close();
  }
}
