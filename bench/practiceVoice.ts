import { speechAudio } from '../server/test/fakes/speechWav.js';
import { openPracticeSocket, type PracticeClientSocket } from '../server/test/practiceSocket.js';
import type { FakeAsrProcess } from './fakeAsr.js';
import { fail, failureCount, percentiles, sessionCall, sleep, stageStats, storedTurns, voiceCall, withCpu, type Failures } from './practiceCommon.js';
import { DEMO_ANSWERS, type Target } from './practiceTyped.js';

/** 4096 samples of 16-bit PCM: one frame of the voice socket, 256 ms at 16 kHz. */
const FRAME_BYTES = 8192;
const FRAME_MS = 256;
/** Pause between the customer's reply and the learner's next answer. */
const THINK_MS = 500;
/** Sessions started at once before the streaming begins. */
const STARTS_IN_FLIGHT = 4;

/** A spoken answer: espeak-ng's Mandarin voice of the text as 16 kHz 16-bit PCM frames. */
export interface SpokenAnswer {
  text: string;
  frames: Buffer[];
  durationMs: number;
}

/** Voices the demo answers and teaches the fake recogniser their exact audio. */
export async function spokenAnswers(asr: FakeAsrProcess): Promise<SpokenAnswer[]> {
  const answers: SpokenAnswer[] = [];
  for (const text of DEMO_ANSWERS) {
    const { pcm, durationMs } = speechAudio(text);
    await asr.register(pcm, text);
    const frames: Buffer[] = [];
    for (let at = 0; at < pcm.length; at += FRAME_BYTES) frames.push(pcm.subarray(at, at + FRAME_BYTES));
    answers.push({ text, frames, durationMs });
  }
  return answers;
}

interface Tally {
  failures: Failures;
  endAckMs: number[];
  frameAckMs: number[];
  framesSent: number;
  sessions: string[];
  /** Answers being streamed now, and the most at once. */
  streaming: number;
  peakStreaming: number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One frame, sent without waiting for the last one's acknowledgement (as the web page streams). */
async function sendFrame(socket: PracticeClientSocket, sessionId: string, audio: Buffer, tally: Tally): Promise<void> {
  const sent = performance.now();
  try {
    const reply = await voiceCall(socket, 'practice:voiceFrame', { sessionId, audio });
    tally.frameAckMs.push(performance.now() - sent);
    if (!reply.ok) fail(tally.failures, 'voiceFrame', `${reply.errcode} ${reply.errmsg}`);
  } catch (error) {
    fail(tally.failures, 'voiceFrame', reason(error));
  }
}

/** One spoken turn at real time: open, a frame every 256 ms, then `voiceEnd` right after the last frame. Answers whether the dialogue goes on. */
async function spokenTurn(socket: PracticeClientSocket, sessionId: string, answer: SpokenAnswer, tally: Tally): Promise<boolean> {
  const opened = await voiceCall(socket, 'practice:voiceStart', { sessionId });
  if (!opened.ok) {
    fail(tally.failures, 'voiceStart', `${opened.errcode} ${opened.errmsg}`);
    return false;
  }
  const began = performance.now();
  tally.streaming += 1;
  tally.peakStreaming = Math.max(tally.peakStreaming, tally.streaming);
  const acks: Promise<void>[] = [];
  for (const [index, frame] of answer.frames.entries()) {
    // A microphone hands over each frame once its 256 ms of audio are recorded.
    await sleep(began + (index + 1) * FRAME_MS - performance.now());
    acks.push(sendFrame(socket, sessionId, frame, tally));
    tally.framesSent += 1;
  }
  const ended = performance.now();
  tally.streaming -= 1;
  const reply = await sessionCall(socket, 'practice:voiceEnd', { sessionId });
  tally.endAckMs.push(performance.now() - ended);
  await Promise.all(acks);
  if (!reply.ok) {
    fail(tally.failures, 'voiceEnd', `${reply.errcode} ${reply.errmsg}`);
    return false;
  }
  const heard = reply.session.turns.at(-1)?.text;
  if (heard !== answer.text) fail(tally.failures, 'voiceEnd', `recognised "${heard ?? ''}" instead of "${answer.text}"`);
  else if (reply.lines.length === 0 || reply.lines.some((line) => !line.audio)) fail(tally.failures, 'voiceEnd', 'a customer line came without audio');
  return reply.session.status === 'running';
}

/** A learner's spoken dialogue in a started session: answer by voice until it ends or `turns` are spoken. */
async function voiceLearner(
  socket: PracticeClientSocket,
  sessionId: string,
  answers: SpokenAnswer[],
  turns: number,
  delayMs: number,
  tally: Tally,
): Promise<void> {
  await sleep(delayMs);
  try {
    for (let turn = 0; turn < turns; turn += 1) {
      if (!(await spokenTurn(socket, sessionId, answers[turn % answers.length]!, tally))) return;
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  } catch (error) {
    fail(tally.failures, 'unanswered', reason(error));
  }
}

/** Starts a session for each socket, `STARTS_IN_FLIGHT` at a time: the sessions (null where refused) and the start round trips. */
async function startSessions(
  target: Target,
  sockets: readonly PracticeClientSocket[],
  failures: Failures,
): Promise<{ sessions: (string | null)[]; ackMs: number[] }> {
  const sessions: (string | null)[] = sockets.map(() => null);
  const ackMs: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < sockets.length; index = next++) {
      const began = performance.now();
      try {
        const started = await sessionCall(sockets[index]!, 'practice:start', { scenarioId: target.scenarioId });
        ackMs.push(performance.now() - began);
        if (started.ok) sessions[index] = started.session.id;
        else fail(failures, 'start', `${started.errcode} ${started.errmsg}`);
      } catch (error) {
        fail(failures, 'start', reason(error));
      }
    }
  };
  await Promise.all(Array.from({ length: STARTS_IN_FLIGHT }, worker));
  return { sessions, ackMs };
}

/**
 * N learners at once, each on its own socket and session, answering the demo dialogue by voice:
 * real espeak-ng speech streamed at real time to the server's Tencent recogniser (the local fake).
 * The sessions are started first (a few at a time, not measured as turns); then every learner
 * streams, their first answers spread evenly over the first answer's length so that turns end at
 * a steady rate with all N streaming. Reports voiceEnd → reply as the client sees it and as the
 * server stored it (from the end of speech: recognition, dialogue step, TTS, reply).
 */
export async function voiceSessions(target: Target, tokens: readonly string[], answers: SpokenAnswer[], turns: number) {
  const sockets = await Promise.all(tokens.map((token) => openPracticeSocket(target.url, token)));
  const tally: Tally = { failures: {}, endAckMs: [], frameAckMs: [], framesSent: 0, sessions: [], streaming: 0, peakStreaming: 0 };
  try {
    const started = await startSessions(target, sockets, tally.failures);
    const spreadMs = answers[0]!.durationMs;
    const run = await withCpu(
      target.cpu,
      () =>
        Promise.all(
          sockets.map((socket, index) => {
            const sessionId = started.sessions[index];
            if (!sessionId) return Promise.resolve();
            tally.sessions.push(sessionId);
            return voiceLearner(socket, sessionId, answers, turns, (index * spreadMs) / sockets.length, tally);
          }),
        ),
      () => tally.endAckMs.length,
    );
    const server = stageStats(await storedTurns(target.url, target.adminToken, tally.sessions));
    const client = percentiles(tally.endAckMs);
    return {
      n: tokens.length,
      clientStartAckMs: percentiles(started.ackMs),
      seconds: run.seconds,
      turns: tally.endAckMs.length,
      framesSent: tally.framesSent,
      peakStreaming: tally.peakStreaming,
      clientVoiceEndMs: client,
      serverMs: server,
      frameAckMs: percentiles(tally.frameAckMs),
      /** CPU while streaming (starts left out); `serverMsPerTurn` includes the turn's frames. */
      cpu: run.cpu,
      failures: tally.failures,
      holds: client.p95 <= 400 && server.total.p95 <= 400 && failureCount(tally.failures) === 0,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}
