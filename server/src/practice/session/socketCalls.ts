import {
  createTranslator,
  ERRORS,
  type ClientToServerEvents,
  type InterServerEvents,
  type MessageKey,
  type ServerToClientEvents,
  type SocketData,
} from '@peilian/shared';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError, ValidationError } from '../../errors/index.js';
import { translateIssues } from '../../errors/issues.js';
import type { AppDeps } from '../../http/context.js';
import type { PracticeCaller } from './service.js';

/** How the practice events of one authenticated socket are received and acknowledged. */

export type PracticeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type Refusal = { ok: false; errcode: number; errmsg: string };
type Reply = (body: unknown) => void;

/** A refusal worded by a message of its own (not an error of the catalogue); the session goes on. */
export class SocketRefusal extends Error {
  constructor(
    readonly errcode: number,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

/** A refusal in the socket's language: invalid input lists every problem, like HTTP's `detail`. */
function refusal(error: unknown, caller: PracticeCaller): Refusal {
  if (error instanceof SocketRefusal) return { ok: false, errcode: error.errcode, errmsg: caller.t(error.key) };
  if (error instanceof ValidationError) {
    const detail = translateIssues(error.issues, error.input, caller.t).join('; ');
    return { ok: false, errcode: error.errcode, errmsg: caller.t('errors.invalidInput', { detail }) };
  }
  if (error instanceof AppError) return { ok: false, errcode: error.errcode, errmsg: caller.t(error.key, error.params) };
  caller.log.error({ err: error }, 'practice socket call failed');
  return { ok: false, errcode: ERRORS['errors.unknown'].errcode, errmsg: caller.t('errors.unknown') };
}

/**
 * The event handler maker of a socket: each call's payload is parsed with its shared schema, run
 * as the socket's learner (identity from the handshake, never the payload), and acknowledged with
 * what `run` replies or a translated refusal. A refused call never ends the session; a call sent
 * without an acknowledgement is ignored.
 */
export function socketCalls(socket: PracticeSocket, deps: AppDeps) {
  // The identity and language are the handshake's, so one caller serves every call (and frame) of the socket.
  let known: PracticeCaller | undefined;
  const caller = (): PracticeCaller =>
    (known ??= {
      deps,
      log: deps.logger.child({ socket: socket.id, userId: socket.data.userId }),
      orgId: socket.data.orgId,
      userId: socket.data.userId,
      t: createTranslator(socket.data.language),
    });
  return function handle<S extends z.ZodType>(schema: S, run: (who: PracticeCaller, payload: z.output<S>, reply: Reply) => Promise<unknown>) {
    return (...args: unknown[]) => {
      // The acknowledgement is the last argument: a message sent without a payload still gets its refusal.
      const ack = args.at(-1);
      if (typeof ack !== 'function') return;
      const reply = ack as Reply;
      const payload = args.length > 1 ? args[0] : undefined;
      const who = caller();
      void (async () => {
        try {
          const parsed = schema.safeParse(payload ?? {});
          if (!parsed.success) throw new ValidationError(parsed.error.issues, payload);
          await run(who, parsed.data, reply);
        } catch (error) {
          reply(refusal(error, who));
        }
      })();
    };
  };
}
