import type { Language } from '../i18n/languages.js';

/** The rest of the socket.io contract: what the handshake establishes and how it refuses (the events are in `table.ts`). */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- single process for now
export interface InterServerEvents {}

/** What the handshake establishes about a socket; never trusted from the client afterwards. */
export interface SocketData {
  userId: string;
  orgId: string;
  sessionId: string;
  language: Language;
  /** The organisation's time zone (its one clock) at the handshake. */
  timeZone: string;
  /** The organisation's data permission control at the handshake (1 = on; admin §6). */
  dataPermission: 0 | 1;
}

/** `connect_error` data for a refused handshake, in the caller's language. */
export interface HandshakeErrorData {
  errcode: number;
  errmsg: string;
}
