import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketCall, SocketCallTable, SocketData } from '@peilian/shared';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { socketRefusal, ValidationError } from '../errors/index.js';
import type { Caller } from '../auth/caller.js';

/**
 * How the calls of one authenticated socket are received and acknowledged — the practice session's
 * and the quick Q&A drill's alike (`PRACTICE_CALLS`, `FAQ_CALLS` of shared's socket table).
 */
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** A socket call's handler: runs as the socket's caller with the parsed payload, and acknowledges through `reply`. */
export type SocketHandler<C extends SocketCall> = (
  who: Caller,
  payload: z.output<C['payload']>,
  reply: (body: z.input<C['reply']>) => void,
  socket: RealtimeSocket,
) => Promise<unknown>;

/** The handlers a feature exports for calls of a shared socket table, by the table's keys. */
export type SocketHandlers<T extends SocketCallTable, K extends keyof T = keyof T> = { [Name in K]: SocketHandler<T[Name]> };

/**
 * The call registrar of a socket: each call of the shared table has its payload parsed with the
 * table's schema, runs as the socket's caller (identity from the handshake, never the payload),
 * and is acknowledged with what the handler replies — typed by the table's reply — or a translated
 * refusal. `admits` refuses a caller before the call runs (the training centre's, for the practice
 * and drill calls; an organisation in arrears, for the calls that start or advance them). A refused call never ends the session; a call sent without an acknowledgement is ignored.
 * Only `socketRoutes.ts` binds calls, from the handler tables the features export.
 */
export function socketCalls(socket: RealtimeSocket, who: Caller, admits: (who: Caller, call: SocketCall) => void | Promise<void> = () => {}) {
  // socket.io types a listener per event name; the table's name is one of them and its payload is parsed below.
  const on = socket.on.bind(socket) as unknown as (event: string, listener: (...args: unknown[]) => void) => void;
  return function answerCall<C extends SocketCall>(call: C, run: SocketHandler<C>): void {
    on(call.event, (...args: unknown[]) => {
      // The acknowledgement is the last argument: a message sent without a payload still gets its refusal.
      const ack = args.at(-1);
      if (typeof ack !== 'function') return;
      const reply = ack as (body: unknown) => void;
      const payload = args.length > 1 ? args[0] : undefined;
      void (async () => {
        try {
          await admits(who, call);
          const parsed = call.payload.safeParse(payload ?? {});
          if (!parsed.success) throw new ValidationError(parsed.error.issues, payload);
          await run(who, parsed.data as z.output<C['payload']>, reply, socket);
        } catch (error) {
          reply(socketRefusal(error, who.t, who.log));
        }
      })();
    });
  };
}
