import { openPracticeSocket, type PracticeClientSocket } from '../server/test/practiceSocket.js';
import { fail, failureCount, percentiles, sessionCall, sleep, stageStats, storedTurns, withCpu, type Failures } from './practiceCommon.js';
import type { Target } from './practiceTyped.js';

/** Typed answers of a role-play: the customer (the fake model) answers each in three sentences. */
export const ROLEPLAY_ANSWERS = ['您好，欢迎光临！这款途岳第三排可以坐两个成年人。', '这个月有置换补贴和五千元保养礼包。', '周末带家人来试驾一下吧。'];
/** The seeded role-play (docs/examples/car-sales.roleplay.scenario.json). */
export const ROLEPLAY_SCENARIO = '七座SUV到店洽谈（AI角色扮演）';
/** How long a learner thinks before answering, after the customer's reply has played: 1–5 s, as people differ. */
const THINK_MS = { min: 1000, max: 5000 };

/** A seeded random source (mulberry32): the same run thinks the same. */
function thinking(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const unit = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    return THINK_MS.min + unit * (THINK_MS.max - THINK_MS.min);
  };
}

/**
 * What the fake model says: a customer's reply new every time (so every sentence is voiced, none
 * found among the voice files already made) that opens with a short clause, as people speak.
 */
export function customerReplies(): () => string {
  let said = 0;
  return () => {
    said += 1;
    const price = (20 + (said % 100) / 10).toFixed(1);
    return `${price}万的话，我还得再想想。你们这个月能给多少优惠？隔壁品牌便宜了${said}千呢。`;
  };
}

interface Tally {
  failures: Failures;
  /** End of the learner's turn (answer sent) → the first sentence pushed, voiced. */
  firstSentenceMs: number[];
  /** …→ that sentence's voice file fetched: the first customer audio the learner can hear. */
  firstAudioMs: number[];
  /** …→ the turn acknowledged: the whole reply written and voiced. */
  replyMs: number[];
  sessions: string[];
}

interface Pushed {
  seq: number;
  index: number;
  line: { audio: { url: string; durationMs: number } | null };
}

/**
 * Listens to reply `seq`: every sentence goes to `reply`, and the first is timed — pushed, then its
 * voice file fetched — after `sent`. Answers both times and the way to stop listening.
 */
function firstAudio(socket: PracticeClientSocket, base: string, token: string, { seq, sent, reply }: { seq: number; sent: number; reply: Pushed[] }) {
  let stop = () => {};
  const first = new Promise<{ sentence: number; audio: number }>((resolve, reject) => {
    const heard = (payload: unknown) => {
      const sentence = payload as Pushed;
      if (sentence.seq !== seq) return;
      reply.push(sentence);
      if (sentence.index !== 0) return;
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
    stop = () => socket.off('practice:sentence', heard);
  });
  first.catch(() => undefined);
  return { first, stop };
}

/** One learner's role-play: start, then each answer timed to its first customer audio and its whole reply. */
async function learner(target: Target, token: string, turns: number, tally: Tally, think: () => number): Promise<void> {
  await sleep(think());
  const socket = await openPracticeSocket(target.url, token);
  try {
    const opened = await sessionCall(socket, 'practice:start', { scenarioId: target.scenarioId });
    if (!opened.ok) return fail(tally.failures, 'start', `${opened.errcode} ${opened.errmsg}`);
    tally.sessions.push(opened.session.id);
    await sleep(think());
    for (const [index, text] of ROLEPLAY_ANSWERS.slice(0, turns).entries()) {
      const sent = performance.now();
      const pushed: Pushed[] = [];
      const audio = firstAudio(socket, target.url, token, { seq: index + 1, sent, reply: pushed });
      const reply = await sessionCall(socket, 'practice:answer', { sessionId: opened.session.id, text });
      tally.replyMs.push(performance.now() - sent);
      // Every sentence is pushed before the turn is acknowledged.
      audio.stop();
      if (!reply.ok) return fail(tally.failures, 'answer', `${reply.errcode} ${reply.errmsg}`);
      const first = await audio.first;
      tally.firstSentenceMs.push(first.sentence);
      tally.firstAudioMs.push(first.audio);
      if (reply.session.status === 'finished') break;
      // The learner hears the whole reply, then thinks, then answers.
      const playing = pushed.reduce((sum, sentence) => sum + (sentence.line.audio?.durationMs ?? 0), 0);
      await sleep(sent + first.audio + playing + think() - performance.now());
    }
    await sessionCall(socket, 'practice:end', { sessionId: opened.session.id });
  } catch (error) {
    fail(tally.failures, 'learner', error instanceof Error ? error.message : String(error));
  } finally {
    socket.close();
  }
}

/**
 * N learners in role-play at once, each in its own session, answering `turns` times — each answer
 * once the customer's reply has played and the learner has thought for 1–5 s (seeded), as people
 * talk; the model is the fake OpenAI-compatible server streaming at the pace it was given
 * (`customerReplies`). Goal: the end of the learner's turn → the first customer audio
 * (pushed, voiced, its file fetched) ≤ 800 ms p95.
 */
export async function roleplaySessions(target: Target, tokens: readonly string[], turns: number) {
  const tally: Tally = { failures: {}, firstSentenceMs: [], firstAudioMs: [], replyMs: [], sessions: [] };
  const run = await withCpu(
    target.cpu,
    () => Promise.all(tokens.map((token, index) => learner(target, token, turns, tally, thinking(index + 1)))),
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
    /** As the server stored them: `engine` the answer judged, `audio` the first sentence out, `send` the whole reply. */
    server: stageStats(await storedTurns(target.url, target.adminToken, tally.sessions)),
    failures: tally.failures,
    holds: failureCount(tally.failures) === 0 && firstAudioMs.count > 0 && firstAudioMs.p95 <= 800,
  };
}
