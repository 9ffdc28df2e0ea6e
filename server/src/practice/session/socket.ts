import type { PRACTICE_CALLS, practiceSessionReplySchema, SocketCall } from '@peilian/shared';
import type { z } from 'zod';
import type { Caller } from '../../auth/caller.js';
import type { RealtimeSocket, SocketHandler, SocketHandlers } from '../../realtime/socketCalls.js';
import { reviewSoon } from './coach.js';
import { end, pause, resume } from './lifecycle.js';
import { silence } from './silence.js';
import { readSession, startSession, type PracticeOutcome } from './service.js';
import { answer, interrupt, sentencesTo, timeout } from './turns.js';

/** A call answered with the session and the customer's new lines (their audio follows, `sent`). */
function session<P extends z.ZodType>(
  run: (who: Caller, payload: z.output<P>, socket: RealtimeSocket) => Promise<PracticeOutcome>,
): SocketHandler<SocketCall<string, P, typeof practiceSessionReplySchema>> {
  return async (who, payload, reply, socket) => {
    const outcome = await run(who, payload, socket);
    reply({ ok: true, session: outcome.session, lines: outcome.lines });
    await outcome.sent?.();
    if (outcome.session.roleplay && outcome.session.status === 'finished') reviewSoon(who, outcome.session.id);
  };
}

/**
 * The live practice events (`practice:*`) of an authenticated socket, bound in `src/socketRoutes.ts`.
 * Each payload is parsed with its shared schema; every call is acknowledged with the session or a
 * translated refusal, and a refused message never ends the session. Identity comes from the
 * handshake, never the payload.
 */
export const practiceSessionHandlers: SocketHandlers<
  typeof PRACTICE_CALLS,
  'start' | 'join' | 'answer' | 'timeout' | 'silence' | 'pause' | 'resume' | 'end' | 'interrupt'
> = {
  start: session((who, p) => startSession(who, p)),
  join: session((who, p) => readSession(who, p.sessionId)),
  answer: session((who, p, socket) => answer(who, p.sessionId, p.text, sentencesTo(socket))),
  timeout: session((who, p) => timeout(who, p.sessionId)),
  silence: session((who, p) => silence(who, p.sessionId)),
  pause: session((who, p) => pause(who, p.sessionId)),
  resume: session((who, p) => resume(who, p.sessionId)),
  end: session((who, p) => end(who, p.sessionId)),
  interrupt: async (who, p, reply) => {
    await interrupt(who, p.sessionId, p.seq, p.heard);
    reply({ ok: true });
  },
};
