import type { Language } from '../i18n/languages.js';
import { z } from 'zod';

/** Socket.io event maps shared by the server and every client; payloads are validated on receipt. */

export const pingPayloadSchema = z.object({ sentAt: z.number().finite() });
export type PingPayload = z.infer<typeof pingPayloadSchema>;

export type PingReply =
  | { ok: true; sentAt: number; serverTime: number }
  | { ok: false; errcode: number; errmsg: string };

export interface ClientToServerEvents {
  /** Round-trip check: the server acknowledges with its clock. */
  ping: (payload: PingPayload, ack: (reply: PingReply) => void) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no server-initiated events yet; filled as features land
export interface ServerToClientEvents {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- single process for now
export interface InterServerEvents {}

/** What the handshake establishes about a socket; never trusted from the client afterwards. */
export interface SocketData {
  userId: string;
  orgId: string;
  sessionId: string;
  language: Language;
}

/** `connect_error` data for a refused handshake, in the caller's language. */
export interface HandshakeErrorData {
  errcode: number;
  errmsg: string;
}
