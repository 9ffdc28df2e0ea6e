import {
  ioEmit,
  ioListen,
  ioPracticePort,
  type ClientToServerEvents,
  type Connectivity,
  type IoLifecycleSocket,
  type Language,
  type PracticeSocketPort,
  type ServerToClientEvents,
  type SocketEmit,
  type SocketListen,
} from '@peilian/shared';
import { io, type Socket } from 'socket.io-client';

export type PracticeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The authenticated socket.io connection of the practice page (and of the personal centre's live
 * notices): the session token and the interface language in the handshake (`auth`: a browser's
 * WebSocket sets no headers), over WebSocket only so that any server process can take it
 * (docs/deploy.md, "Several processes"), reconnecting on its own. `address` is where
 * `GET api/trainning/system/socket` says to connect ('' url: this origin).
 */
export function connectPractice(token: string, language: Language, address: { url: string; path: string } = { url: '', path: '' }): PracticeSocket {
  const options = {
    path: address.path || '/socket.io',
    auth: { token, language },
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
  };
  return address.url ? io(address.url, options) : io(options);
}

/** The socket as the shared tables take it (socket.io types its events by name; the tables name them). */
const untyped = (socket: PracticeSocket) => socket as unknown as IoLifecycleSocket;

/** The socket's emit for the shared call table. */
export const emitOn = (socket: PracticeSocket): SocketEmit => ioEmit(untyped(socket));

/** The socket's listener for the shared push table. */
export const listenOn = (socket: PracticeSocket): SocketListen => ioListen(untyped(socket));

/** The socket as the shared practice store follows it. */
export const practicePort = (socket: PracticeSocket): PracticeSocketPort => ioPracticePort(untyped(socket));

/** The browser's online and offline events: it knows the network is gone before the socket does. */
export const browserNetwork: Connectivity = {
  subscribe(listener) {
    const offline = () => listener(false);
    const online = () => listener(true);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  },
};
