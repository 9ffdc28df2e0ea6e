import {
  practiceSessionReplySchema,
  type ClientToServerEvents,
  type HandshakeErrorData,
  type Language,
  type PracticeSessionReply,
  type ServerToClientEvents,
} from '@peilian/shared';
import { io, type Socket } from 'socket.io-client';

export type PracticeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type PracticeEvent = 'practice:start' | 'practice:join' | 'practice:answer' | 'practice:timeout' | 'practice:silence' | 'practice:pause' | 'practice:resume' | 'practice:end';

/** How long a practice call may wait for its acknowledgement (audio synthesis included). */
const ACK_TIMEOUT_MS = 30_000;

/**
 * The authenticated socket.io connection of the practice page: the session token in the handshake
 * (`auth.token`), the interface language as Accept-Language (set on the polling handshake, which
 * the server reads before upgrading to a websocket), reconnecting on its own.
 */
export function connectPractice(token: string, language: Language): PracticeSocket {
  return io({
    path: '/socket.io',
    auth: { token },
    transports: ['polling', 'websocket'],
    extraHeaders: { 'Accept-Language': language },
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
  });
}

/** The handshake's refusal message (in the caller's language), when the server sent one. */
export function handshakeMessage(error: Error): string {
  const data = (error as Error & { data?: Partial<HandshakeErrorData> }).data;
  return typeof data?.errmsg === 'string' ? data.errmsg : error.message;
}

/** Sends a practice event and answers its acknowledgement, checked against the shared reply schema. */
export async function callPractice(socket: PracticeSocket, event: PracticeEvent, payload: Record<string, string>): Promise<PracticeSessionReply> {
  const emit = socket.timeout(ACK_TIMEOUT_MS).emitWithAck as (event: PracticeEvent, payload: unknown) => Promise<unknown>;
  return practiceSessionReplySchema.parse(await emit.call(socket, event, payload));
}
