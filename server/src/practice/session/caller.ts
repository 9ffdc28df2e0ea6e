import type { CallerRequest } from '../../lib/request.js';
import type { SocketCaller } from '../../realtime/socketCalls.js';

/**
 * Who acts in a practice session, and with what: every session command takes it first. It is the
 * socket's caller (`realtime/socketCalls.ts`); an HTTP request builds the same.
 */
export type PracticeCaller = SocketCaller;

/** The practice caller of a signed-in HTTP request (the socket builds its own from the handshake). */
export function practiceCaller({ deps, log, caller, t }: CallerRequest): PracticeCaller {
  return { deps, log, orgId: caller.orgId, userId: caller.id, t };
}
