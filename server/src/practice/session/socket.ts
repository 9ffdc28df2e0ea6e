import {
  createTranslator,
  ERRORS,
  practiceAnswerSchema,
  practiceSessionRefSchema,
  practiceStartSchema,
  type ClientToServerEvents,
  type InterServerEvents,
  type PracticeSessionReply,
  type ServerToClientEvents,
  type SocketData,
} from '@peilian/shared';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError, ValidationError } from '../../errors/index.js';
import { translateIssues } from '../../errors/issues.js';
import type { AppDeps } from '../../http/context.js';
import { end, pause, resume } from './lifecycle.js';
import { silence } from './silence.js';
import { registerVoiceHandlers } from './voiceInput.js';
import { answer, readSession, startSession, timeout, type PracticeCaller, type PracticeOutcome } from './service.js';

type PracticeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type Ack = (reply: PracticeSessionReply) => void;

/** A refusal in the socket's language: invalid input lists every problem, like HTTP's `detail`. */
function refusal(error: unknown, caller: PracticeCaller): PracticeSessionReply {
  if (error instanceof ValidationError) {
    const detail = translateIssues(error.issues, error.input, caller.t).join('; ');
    return { ok: false, errcode: error.errcode, errmsg: caller.t('errors.invalidInput', { detail }) };
  }
  if (error instanceof AppError) return { ok: false, errcode: error.errcode, errmsg: caller.t(error.key, error.params) };
  caller.log.error({ err: error }, 'practice session call failed');
  return { ok: false, errcode: ERRORS['errors.unknown'].errcode, errmsg: caller.t('errors.unknown') };
}

/**
 * The live practice events (`practice:*`) of an authenticated socket. Each payload is parsed with
 * its shared schema; every call is acknowledged with the session or a translated refusal, and a
 * refused message never ends the session. Identity comes from the handshake, never the payload.
 */
export function registerPracticeHandlers(socket: PracticeSocket, deps: AppDeps): void {
  const caller = (): PracticeCaller => ({
    deps,
    log: deps.logger.child({ socket: socket.id, userId: socket.data.userId }),
    orgId: socket.data.orgId,
    userId: socket.data.userId,
    t: createTranslator(socket.data.language),
  });

  function handle<S extends z.ZodType>(schema: S, run: (who: PracticeCaller, payload: z.output<S>) => Promise<PracticeOutcome>) {
    return (...args: unknown[]) => {
      // The acknowledgement is the last argument: a message sent without a payload still gets its refusal.
      const ack = args.at(-1);
      if (typeof ack !== 'function') return;
      const reply = ack as Ack;
      const payload = args.length > 1 ? args[0] : undefined;
      const who = caller();
      void (async () => {
        try {
          const parsed = schema.safeParse(payload ?? {});
          if (!parsed.success) throw new ValidationError(parsed.error.issues, payload);
          const outcome = await run(who, parsed.data);
          reply({ ok: true, session: outcome.session, lines: outcome.lines });
          await outcome.sent?.();
        } catch (error) {
          reply(refusal(error, who));
        }
      })();
    };
  }

  socket.on('practice:start', handle(practiceStartSchema, (who, p) => startSession(who, p)));
  socket.on('practice:join', handle(practiceSessionRefSchema, (who, p) => readSession(who, p.sessionId)));
  socket.on('practice:answer', handle(practiceAnswerSchema, (who, p) => answer(who, p.sessionId, p.text)));
  socket.on('practice:timeout', handle(practiceSessionRefSchema, (who, p) => timeout(who, p.sessionId)));
  socket.on('practice:silence', handle(practiceSessionRefSchema, (who, p) => silence(who, p.sessionId)));
  socket.on('practice:pause', handle(practiceSessionRefSchema, (who, p) => pause(who, p.sessionId)));
  socket.on('practice:resume', handle(practiceSessionRefSchema, (who, p) => resume(who, p.sessionId)));
  socket.on('practice:end', handle(practiceSessionRefSchema, (who, p) => end(who, p.sessionId)));
  registerVoiceHandlers(socket, deps);
}
