import { openPracticeSocket, type PracticeClientSocket } from '../server/test/practiceSocket.js';
import { fail, failureCount, percentiles, sessionCall, sleep, withCpu, type Failures } from './practiceCommon.js';
import type { Target } from './practiceTyped.js';

/** Typed answers of a role-play: the customer (the fake model) answers each in three sentences. */
export const ROLEPLAY_ANSWERS = ['您好，欢迎光临！这款途岳第三排可以坐两个成年人。', '这个月有置换补贴和五千元保养礼包。', '周末带家人来试驾一下吧。'];
/** The seeded role-play (docs/examples/car-sales.roleplay.scenario.json). */
export const ROLEPLAY_SCENARIO = '七座SUV到店洽谈（AI角色扮演）';
/** Pause between hearing the customer's first sentence and the learner's next answer, and before each learner's first. */
const THINK_MS = 1500;

interface Tally {
  failures: Failures;
  /** End of the learner's turn (answer sent) → the first sentence pushed, voiced. */
  firstSentenceMs: number[];
  /** …→ that sentence's voice file fetched: the first customer audio the learner can hear. */
  firstAudioMs: number[];
  /** …→ the turn acknowledged: the whole reply written and voiced. */
  replyMs: number[];
}

/** The first `practice:sentence` of reply `seq`, its voice file fetched; answers both times after `sent`. */
function firstAudio(socket: PracticeClientSocket, base: string, token: string, seq: number, sent: number): Promise<{ sentence: number; audio: number }> {
  return new Promise((resolve, reject) => {
    const heard = (payload: unknown) => {
      const sentence = payload as { seq: number; index: number; line: { audio: { url: string } | null } };
      if (sentence.seq !== seq || sentence.index !== 0) return;
      socket.off('practice:sentence', heard);
      const pushed = performance.now() - sent;
      if (!sentence.line.audio) return reject(new Error('the first sentence came without audio'));
      fetch(`${base}/${sentence.line.audio.url}`, { headers: { token } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`voice file ${response.status}`);
          await response.arrayBuffer();
          resolve({ sentence: pushed, audio: performance.now() - sent });
        })
        .catch(reject);
    };
    socket.on('practice:sentence', heard);
  });
}

/** One learner's role-play: start, then each answer timed to its first customer audio and its whole reply. */
async function learner(target: Target, token: string, turns: number, tally: Tally, offsetMs: number): Promise<void> {
  await sleep(offsetMs);
  const socket = await openPracticeSocket(target.url, token);
  try {
    const opened = await sessionCall(socket, 'practice:start', { scenarioId: target.scenarioId });
    if (!opened.ok) return fail(tally.failures, 'start', `${opened.errcode} ${opened.errmsg}`);
    for (const [index, text] of ROLEPLAY_ANSWERS.slice(0, turns).entries()) {
      await sleep(THINK_MS);
      const sent = performance.now();
      const audio = firstAudio(socket, target.url, token, index + 1, sent);
      audio.catch(() => undefined);
      const reply = await sessionCall(socket, 'practice:answer', { sessionId: opened.session.id, text });
      tally.replyMs.push(performance.now() - sent);
      if (!reply.ok) return fail(tally.failures, 'answer', `${reply.errcode} ${reply.errmsg}`);
      const first = await audio;
      tally.firstSentenceMs.push(first.sentence);
      tally.firstAudioMs.push(first.audio);
      if (reply.session.status === 'finished') break;
    }
    await sessionCall(socket, 'practice:end', { sessionId: opened.session.id });
  } catch (error) {
    fail(tally.failures, 'learner', error instanceof Error ? error.message : String(error));
  } finally {
    socket.close();
  }
}

/**
 * N learners in role-play at once, each in its own session, answering `turns` times; the model is
 * the fake OpenAI-compatible server streaming at the pace it was given. Learners start spread over
 * one think time, as people do. Goal: the end of the learner's turn → the first customer audio
 * (pushed, voiced, its file fetched) ≤ 800 ms p95.
 */
export async function roleplaySessions(target: Target, tokens: readonly string[], turns: number) {
  const tally: Tally = { failures: {}, firstSentenceMs: [], firstAudioMs: [], replyMs: [] };
  const run = await withCpu(
    target.cpu,
    () => Promise.all(tokens.map((token, index) => learner(target, token, turns, tally, (THINK_MS * index) / tokens.length))),
    () => tally.replyMs.length,
  );
  const firstAudioMs = percentiles(tally.firstAudioMs);
  return {
    n: tokens.length,
    turns: tally.replyMs.length,
    seconds: run.seconds,
    cpu: run.cpu,
    firstSentenceMs: percentiles(tally.firstSentenceMs),
    firstAudioMs,
    replyMs: percentiles(tally.replyMs),
    failures: tally.failures,
    holds: failureCount(tally.failures) === 0 && firstAudioMs.count > 0 && firstAudioMs.p95 <= 800,
  };
}
