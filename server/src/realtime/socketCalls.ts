import {
  createTranslator,
  type ClientToServerEvents,
  type SocketCall,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
  type Translate,
} from '@peilian/shared';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { socketRefusal, ValidationError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';

/**
 * How the calls of one authenticated socket are received and acknowledged — the practice session's
 * and the quick Q&A drill's alike (`PRACTICE_CALLS`, `FAQ_CALLS` of shared's socket table).
 */
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Who sends a socket's calls (the handshake's learner), with what a call needs. */
export interface SocketCaller {
  deps: AppDeps;
  log: Logger;
  orgId: string;
  userId: string;
  t: Translate;
}

/**
 * The call registrar of a socket: each call of the shared table has its payload parsed with the
 * table's schema, runs as the socket's learner (identity from the handshake, never the payload),
 * and is acknowledged with what `run` replies — typed by the table's reply — or a translated
 * refusal. A refused call never ends the session; a call sent without an acknowledgement is ignored.
 */
export function socketCalls(socket: RealtimeSocket, deps: AppDeps) {
  // The identity and language are the handshake's, so one caller serves every call (and frame) of the socket.
  let known: SocketCaller | undefined;
  const caller = (): SocketCaller =>
    (known ??= {
      deps,
      log: deps.logger.child({ socket: socket.id, userId: socket.data.userId }),
      orgId: socket.data.orgId,
      userId: socket.data.userId,
      t: createTranslator(socket.data.language),
    });
  // socket.io types a listener per event name; the table's name is one of them and its payload is parsed below.
  const on = socket.on.bind(socket) as unknown as (event: string, listener: (...args: unknown[]) => void) => void;
  return function answerCall<P extends z.ZodType, R extends z.ZodType>(
    call: SocketCall<string, P, R>,
    run: (who: SocketCaller, payload: z.output<P>, reply: (body: z.input<R>) => void) => Promise<unknown>,
  ): void {
    on(call.event, (...args: unknown[]) => {
      // The acknowledgement is the last argument: a message sent without a payload still gets its refusal.
      const ack = args.at(-1);
      if (typeof ack !== 'function') return;
      const reply = ack as (body: unknown) => void;
      const payload = args.length > 1 ? args[0] : undefined;
      const who = caller();
      void (async () => {
        try {
          const parsed = call.payload.safeParse(payload ?? {});
          if (!parsed.success) throw new ValidationError(parsed.error.issues, payload);
          await run(who, parsed.data as z.output<P>, reply);
        } catch (error) {
          reply(socketRefusal(error, who.t, who.log));
        }
      })();
    });
  };
}
