import { performance } from 'node:perf_hooks';
import { PRACTICE_CALLS, PRACTICE_PUSHES, type AsrLanguage } from '@peilian/shared';
import { appError, invalidInput } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { type AsrFinal, type AsrProvider, type AsrStream } from '../../providers/asr/index.js';
import { ProviderError } from '../../providers/errors.js';
import type { TtsLanguage } from '../../providers/tts/index.js';
import { organisationLexicon } from '../lexicon.js';
import { answer, ensureRunning, ownSession, recognised, sessionPlan } from './service.js';
import type { PracticeCaller } from './caller.js';
import type { socketCalls, PracticeSocket } from './socketCalls.js';

/** The recognition language of a session: its customer's spoken language (docs/practice.md "Voice answers"). */
const RECOGNITION: Record<TtsLanguage, AsrLanguage> = { zh: '16k_zh', yue: '16k_yue', en: '16k_en' };

/** One spoken answer being recognised. */
interface OpenVoice {
  socketId: string;
  stream: AsrStream;
  final: Promise<AsrFinal>;
  /** `performance.now()` when the recogniser's final text arrived. */
  finalAt: number | null;
  failure: ProviderError | null;
}

/** The open recognition of each session: one at a time, owned by the socket that opened it. */
const voices = new Map<string, OpenVoice>();

const unavailable = () => appError('errors.practiceSession.recognitionUnavailable');
const notOpen = () => appError('errors.practiceSession.notRecording');

/** Opens the recognition of one answer: the session's language and the organisation's hot words. */
async function openVoice(socket: PracticeSocket, provider: AsrProvider, who: PracticeCaller, sessionId: string): Promise<void> {
  const row = await ownSession(who, sessionId);
  ensureRunning(row);
  if (!provider.recognisesAudio) throw appError('errors.practiceSession.recognitionOff');
  const { voice } = await sessionPlan(who, row);
  const hotwords = ((await organisationLexicon(who.deps.db, who.orgId)).hotWords ?? [])
    .filter((word) => word.status === 0)
    .map((word) => ({ word: word.word, weight: word.priority }));
  voices.get(row.id)?.stream.close();
  let settle: { resolve: (final: AsrFinal) => void; reject: (error: Error) => void } | undefined;
  const final = new Promise<AsrFinal>((resolve, reject) => (settle = { resolve, reject }));
  final.catch(() => undefined);
  const entry: OpenVoice = {
    socketId: socket.id,
    final,
    finalAt: null,
    failure: null,
    stream: provider.openStream({
      language: RECOGNITION[voice.language],
      hotwords,
      onPartial: (partial) => void socket.emit(PRACTICE_PUSHES.partial.event, { sessionId: row.id, text: partial.text }),
      onFinal: (result) => {
        entry.finalAt = performance.now();
        settle?.resolve(result);
      },
      onError: (error) => {
        who.log.warn({ err: error }, 'practice speech recognition failed');
        entry.failure = error;
        settle?.reject(error);
      },
    }),
  };
  voices.set(row.id, entry);
}

/** The caller's open recognition of the session (another socket's, or none, is refused). */
function ownVoice(socket: PracticeSocket, sessionId: string): OpenVoice {
  const entry = voices.get(sessionId);
  if (!entry || entry.socketId !== socket.id) throw notOpen();
  if (entry.failure) {
    voices.delete(sessionId);
    throw unavailable();
  }
  return entry;
}

function writeFrame(socket: PracticeSocket, sessionId: string, audio: unknown): void {
  const entry = ownVoice(socket, sessionId);
  try {
    entry.stream.write(audio as Buffer);
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'badFrame') throw invalidInput('practiceSession.voice.badFrame', {}, 'audio');
    voices.delete(sessionId);
    entry.stream.close();
    throw unavailable();
  }
}

/**
 * The recognised text of the answer once the learner stopped (the provider's own timeout applies),
 * and how long after the end of speech (`endedAt`) the final text arrived (0 when it came before).
 */
async function finishVoice(socket: PracticeSocket, sessionId: string, endedAt: number): Promise<{ text: string; recognizedMs: number }> {
  const entry = ownVoice(socket, sessionId);
  voices.delete(sessionId);
  entry.stream.end();
  let text: string;
  try {
    text = (await entry.final).text.trim();
  } catch {
    throw unavailable();
  }
  if (!text) throw appError('errors.practiceSession.notHeard');
  return { text, recognizedMs: Math.max(0, Math.round((entry.finalAt ?? performance.now()) - endedAt)) };
}

/**
 * Spoken answers of the live practice (docs/practice.md "Voice answers"): `practice:voiceStart`
 * opens the server recogniser for a running session of the caller, `practice:voiceFrame` takes one
 * binary 16 kHz 16-bit PCM frame (a bad one is refused and nothing ends), `practice:partial` pushes
 * the text so far, `practice:voiceEnd` answers the turn with the final text exactly as a typed
 * answer. A recogniser outage is refused with a notice to type; a socket's open stream closes with it.
 */
export function registerVoiceHandlers(socket: PracticeSocket, handle: ReturnType<typeof socketCalls>, deps: AppDeps): void {
  const provider = deps.providers.asr;
  handle(PRACTICE_CALLS.voiceConfig, async (_who, _p, reply) => reply({ ok: true, recognisesAudio: provider.recognisesAudio }));
  handle(PRACTICE_CALLS.voiceStart, async (who, p, reply) => {
    await openVoice(socket, provider, who, p.sessionId);
    reply({ ok: true, text: '' });
  });
  handle(PRACTICE_CALLS.voiceFrame, async (_who, p, reply) => {
    writeFrame(socket, p.sessionId, p.audio);
    reply({ ok: true, text: '' });
  });
  handle(PRACTICE_CALLS.voiceEnd, async (who, p, reply) => {
    const endedAt = performance.now();
    const { text, recognizedMs } = await finishVoice(socket, p.sessionId, endedAt);
    recognised(p.sessionId, text, endedAt, recognizedMs);
    if (!p.submit) return reply({ ok: true, text });
    const outcome = await answer(who, p.sessionId, text);
    reply({ ok: true, session: outcome.session, lines: outcome.lines });
    await outcome.sent?.();
  });
  socket.on('disconnect', () => {
    for (const [sessionId, entry] of voices) {
      if (entry.socketId !== socket.id) continue;
      voices.delete(sessionId);
      entry.stream.close();
    }
  });
}
