import { practiceAnswerSchema, practiceSessionRefSchema, practiceStartSchema } from '@peilian/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { end, pause, resume } from './lifecycle.js';
import { silence } from './silence.js';
import { answer, readSession, startSession, timeout, type PracticeCaller, type PracticeOutcome } from './service.js';
import { socketCalls, type PracticeSocket } from './socketCalls.js';
import { registerVoiceHandlers } from './voiceInput.js';

/**
 * The live practice events (`practice:*`) of an authenticated socket. Each payload is parsed with
 * its shared schema; every call is acknowledged with the session or a translated refusal, and a
 * refused message never ends the session. Identity comes from the handshake, never the payload.
 */
export function registerPracticeHandlers(socket: PracticeSocket, deps: AppDeps): void {
  const handle = socketCalls(socket, deps);
  /** A call answered with the session and the customer's new lines (their audio follows, `sent`). */
  const session = <S extends z.ZodType>(schema: S, run: (who: PracticeCaller, payload: z.output<S>) => Promise<PracticeOutcome>) =>
    handle(schema, async (who, payload, reply) => {
      const outcome = await run(who, payload);
      reply({ ok: true, session: outcome.session, lines: outcome.lines });
      await outcome.sent?.();
    });

  socket.on('practice:start', session(practiceStartSchema, (who, p) => startSession(who, p)));
  socket.on('practice:join', session(practiceSessionRefSchema, (who, p) => readSession(who, p.sessionId)));
  socket.on('practice:answer', session(practiceAnswerSchema, (who, p) => answer(who, p.sessionId, p.text)));
  socket.on('practice:timeout', session(practiceSessionRefSchema, (who, p) => timeout(who, p.sessionId)));
  socket.on('practice:silence', session(practiceSessionRefSchema, (who, p) => silence(who, p.sessionId)));
  socket.on('practice:pause', session(practiceSessionRefSchema, (who, p) => pause(who, p.sessionId)));
  socket.on('practice:resume', session(practiceSessionRefSchema, (who, p) => resume(who, p.sessionId)));
  socket.on('practice:end', session(practiceSessionRefSchema, (who, p) => end(who, p.sessionId)));
  registerVoiceHandlers(socket, handle, deps);
}
