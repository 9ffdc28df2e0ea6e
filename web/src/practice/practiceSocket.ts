import {
  callPracticeSession,
  ioEmit,
  ioListen,
  type IoClientSocket,
  type ClientToServerEvents,
  type HandshakeErrorData,
  type Language,
  type PracticeCallPayload,
  type PracticeSessionCall,
  type PracticeSessionReply,
  type ServerToClientEvents,
  type SocketEmit,
  type SocketListen,
} from '@peilian/shared';
import { io, type Socket } from 'socket.io-client';

export type PracticeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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

/** The socket as the shared tables take it (socket.io types its events by name; the tables name them). */
const untyped = (socket: PracticeSocket) => socket as unknown as IoClientSocket;

/** The socket's emit for the shared call table. */
export const emitOn = (socket: PracticeSocket): SocketEmit => ioEmit(untyped(socket));

/** The socket's listener for the shared push table. */
export const listenOn = (socket: PracticeSocket): SocketListen => ioListen(untyped(socket));

/** Sends a practice session call of the shared table; its reply is checked by the table's schema. */
export function callPractice<N extends PracticeSessionCall>(socket: PracticeSocket, name: N, payload: PracticeCallPayload<N>): Promise<PracticeSessionReply> {
  return callPracticeSession(emitOn(socket), name, payload);
}
