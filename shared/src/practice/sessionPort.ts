import type { HandshakeErrorData } from '../realtime/events.js';
import { ioEmit, ioListen, type IoClientSocket, type SocketEmit, type SocketListen } from '../realtime/table.js';

/** The connection as the learner sees it: "reconnecting" once it has been online, "failed" once the client gives up. */
export type PracticeConnection = 'connecting' | 'online' | 'reconnecting' | 'failed';

/** A change of the live socket's connection, as the practice store follows it. */
export type PracticeSocketEvent =
  | { type: 'connect' }
  | { type: 'disconnect' }
  /** The handshake failed: `retrying` while the client tries again on its own; `message` the server's refusal when it sent one. */
  | { type: 'connectError'; retrying: boolean; message: string };

/** What the practice store needs of the live socket; each app builds it over its socket.io client. */
export interface PracticeSocketPort {
  /** Sends one call of the table and waits for its acknowledgement. */
  emit: SocketEmit;
  /** Listens to what the server pushes (a role-play's sentences). */
  listen: SocketListen;
  connected(): boolean;
  /** Reports the connection's changes; answers the way to stop. */
  onEvent(listener: (event: PracticeSocketEvent) => void): () => void;
  /** Drops the connection at once; the client does not come back on its own until `connect`. */
  disconnect(): void;
  connect(): void;
  close(): void;
}

/** The platform's word on the network (the browser's online and offline events), where it has one. */
export interface Connectivity {
  subscribe(listener: (online: boolean) => void): () => void;
}

/** What the practice store needs of a socket.io client socket, beyond the call tables. */
export interface IoLifecycleSocket extends IoClientSocket {
  readonly connected: boolean;
  /** socket.io will try to connect again on its own. */
  readonly active: boolean;
  connect(): unknown;
  disconnect(): unknown;
  close(): unknown;
}

/** The handshake's refusal message (in the caller's language), when the server sent one. */
export function handshakeMessage(error: unknown): string {
  const data = (error as { data?: Partial<HandshakeErrorData> } | null)?.data;
  if (typeof data?.errmsg === 'string') return data.errmsg;
  return error instanceof Error ? error.message : String(error);
}

/** A socket.io client socket as the practice store's port (both apps hand theirs over this way). */
export function ioPracticePort(socket: IoLifecycleSocket): PracticeSocketPort {
  return {
    emit: ioEmit(socket),
    listen: ioListen(socket),
    connected: () => socket.connected,
    onEvent(listener) {
      const connect = () => listener({ type: 'connect' });
      const disconnect = () => listener({ type: 'disconnect' });
      const failed = (error: unknown) => listener({ type: 'connectError', retrying: socket.active, message: handshakeMessage(error) });
      socket.on('connect', connect);
      socket.on('disconnect', disconnect);
      socket.on('connect_error', failed);
      return () => {
        socket.off('connect', connect);
        socket.off('disconnect', disconnect);
        socket.off('connect_error', failed);
      };
    },
    disconnect: () => void socket.disconnect(),
    connect: () => void socket.connect(),
    close: () => void socket.close(),
  };
}
