import { PRACTICE_CALLS, type practiceSessionReplySchema, type SocketCall } from '@peilian/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { end, pause, resume } from './lifecycle.js';
import { silence } from './silence.js';
import { answer, readSession, startSession, timeout, type PracticeOutcome } from './service.js';
import type { PracticeCaller } from './caller.js';
import { socketCalls, type RealtimeSocket } from '../../realtime/socketCalls.js';
import { registerVoiceHandlers } from './voiceInput.js';

/**
 * The live practice events (`practice:*`) of an authenticated socket. Each payload is parsed with
 * its shared schema; every call is acknowledged with the session or a translated refusal, and a
 * refused message never ends the session. Identity comes from the handshake, never the payload.
 */
export function registerPracticeHandlers(socket: RealtimeSocket, deps: AppDeps): void {
  const handle = socketCalls(socket, deps);
  /** A call answered with the session and the customer's new lines (their audio follows, `sent`). */
  const session = <P extends z.ZodType>(
    call: SocketCall<string, P, typeof practiceSessionReplySchema>,
    run: (who: PracticeCaller, payload: z.output<P>) => Promise<PracticeOutcome>,
  ) =>
    handle(call, async (who, payload, reply) => {
      const outcome = await run(who, payload);
      reply({ ok: true, session: outcome.session, lines: outcome.lines });
      await outcome.sent?.();
    });

  session(PRACTICE_CALLS.start, (who, p) => startSession(who, p));
  session(PRACTICE_CALLS.join, (who, p) => readSession(who, p.sessionId));
  session(PRACTICE_CALLS.answer, (who, p) => answer(who, p.sessionId, p.text));
  session(PRACTICE_CALLS.timeout, (who, p) => timeout(who, p.sessionId));
  session(PRACTICE_CALLS.silence, (who, p) => silence(who, p.sessionId));
  session(PRACTICE_CALLS.pause, (who, p) => pause(who, p.sessionId));
  session(PRACTICE_CALLS.resume, (who, p) => resume(who, p.sessionId));
  session(PRACTICE_CALLS.end, (who, p) => end(who, p.sessionId));
  registerVoiceHandlers(socket, handle, deps);
}
