import { performance } from 'node:perf_hooks';
import { PRACTICE_PUSHES, type AsrLanguage, type PRACTICE_CALLS } from '@peilian/shared';
import type { AsrProvider } from '../../providers/asr/index.js';
import type { TtsLanguage } from '../../providers/tts/index.js';
import { ensureRecognises, Recognitions, recognitionHotwords } from '../../realtime/recognition.js';
import { organisationLexicon } from '../lexicon.js';
import { recognitionUse } from '../../usage/record.js';
import { practiceUse } from './voice.js';
import { ensureRunning, ownSession, sessionPlan } from './service.js';
import { answer, recognised, sentencesTo } from './turns.js';
import type { Caller } from '../../auth/caller.js';
import type { RealtimeSocket, SocketHandlers } from '../../realtime/socketCalls.js';
import { assertAiMinutes } from '../../usage/capacity.js';

/** The recognition language of a session whose scenario names none: its customer's spoken language (docs/practice.md "Voice answers"). */
const RECOGNITION: Record<TtsLanguage, AsrLanguage> = { zh: '16k_zh', yue: '16k_yue', en: '16k_en' };

/** The open recognition of each session: one at a time, owned by the socket that opened it. */
const voices = new Recognitions();

/** Opens the recognition of one answer: the session's language and the organisation's hot words. */
async function openVoice(socket: RealtimeSocket, provider: AsrProvider, who: Caller, sessionId: string): Promise<void> {
  const row = await ownSession(who, sessionId);
  ensureRunning(row);
  ensureRecognises(provider);
  await assertAiMinutes(who);
  const { voice, scenario } = await sessionPlan(who, row);
  const hotwords = recognitionHotwords(await organisationLexicon(who.deps.db, who.orgId));
  voices.open(socket.id, row.id, {
    provider,
    language: scenario.recognitionLanguage ?? RECOGNITION[voice.language],
    hotwords,
    onPartial: (text) => void socket.emit(PRACTICE_PUSHES.partial.event, { sessionId: row.id, text }),
    onClosed: recognitionUse(who, practiceUse(row.id), provider.name),
    log: who.log,
  });
}

/**
 * Spoken answers of the live practice (docs/practice.md "Voice answers"): `practice:voiceStart`
 * opens the server recogniser for a running session of the caller, `practice:voiceFrame` takes one
 * binary 16 kHz 16-bit PCM frame (a bad one is refused and nothing ends), `practice:partial` pushes
 * the text so far, `practice:voiceEnd` answers the turn with the final text exactly as a typed
 * answer, `practice:voiceCancel` closes it unheard. A recogniser outage is refused with a notice to
 * type; a socket's open stream closes with it (`closePracticeVoices`). Bound in `src/socketRoutes.ts`.
 */
export const practiceVoiceHandlers: SocketHandlers<typeof PRACTICE_CALLS, 'voiceConfig' | 'voiceStart' | 'voiceFrame' | 'voiceCancel' | 'voiceEnd'> = {
  voiceConfig: async (who, _p, reply) => reply({ ok: true, recognisesAudio: who.deps.providers.asr.recognisesAudio }),
  voiceStart: async (who, p, reply, socket) => {
    await openVoice(socket, who.deps.providers.asr, who, p.sessionId);
    reply({ ok: true, text: '' });
  },
  voiceFrame: async (_who, p, reply, socket) => {
    voices.write(socket.id, p.sessionId, p.audio);
    reply({ ok: true, text: '' });
  },
  // A cancelled answer is closed unheard: no final text, so nothing the page or `answer` could turn into a turn.
  voiceCancel: async (_who, p, reply, socket) => {
    voices.discard(socket.id, p.sessionId);
    reply({ ok: true, text: '' });
  },
  voiceEnd: async (who, p, reply, socket) => {
    const endedAt = performance.now();
    const { text, finalAt } = await voices.finish(socket.id, p.sessionId);
    // How long after the end of speech the final text arrived (0 when it came before).
    const recognizedMs = Math.max(0, Math.round((finalAt ?? performance.now()) - endedAt));
    recognised(p.sessionId, text, endedAt, recognizedMs);
    if (!p.submit) return reply({ ok: true, text });
    const outcome = await answer(who, p.sessionId, text, sentencesTo(socket));
    reply({ ok: true, session: outcome.session, lines: outcome.lines });
    await outcome.sent?.();
  },
};

/** Closes the open recognition of a socket that went away. */
export function closePracticeVoices(socket: RealtimeSocket): void {
  voices.closeSocket(socket.id);
}
