import type { Language } from '../i18n/languages.js';
import { z } from 'zod';
import type { PracticeAnswerPayload, PracticeSessionRef, PracticeSessionReply, PracticeStartPayload } from '../schemas/practiceSession.js';

/** Socket.io event maps shared by the server and every client; payloads are validated on receipt. */

export const pingPayloadSchema = z.object({ sentAt: z.number().finite() });
export type PingPayload = z.infer<typeof pingPayloadSchema>;

export type PingReply =
  | { ok: true; sentAt: number; serverTime: number }
  | { ok: false; errcode: number; errmsg: string };

export interface ClientToServerEvents {
  /** Round-trip check: the server acknowledges with its clock. */
  ping: (payload: PingPayload, ack: (reply: PingReply) => void) => void;
  /** Live practice (docs/practice.md "Live sessions"): every call is acknowledged with a `PracticeSessionReply`. */
  'practice:start': (payload: PracticeStartPayload, ack: (reply: PracticeSessionReply) => void) => void;
  'practice:join': (payload: PracticeSessionRef, ack: (reply: PracticeSessionReply) => void) => void;
  'practice:answer': (payload: PracticeAnswerPayload, ack: (reply: PracticeSessionReply) => void) => void;
  /** The answer timer the hints gave ran out; checked on the server's clock. */
  'practice:timeout': (payload: PracticeSessionRef, ack: (reply: PracticeSessionReply) => void) => void;
  /** The learner has been silent for the silence time the session gives; checked on the server's clock. */
  'practice:silence': (payload: PracticeSessionRef, ack: (reply: PracticeSessionReply) => void) => void;
  'practice:pause': (payload: PracticeSessionRef, ack: (reply: PracticeSessionReply) => void) => void;
  'practice:resume': (payload: PracticeSessionRef, ack: (reply: PracticeSessionReply) => void) => void;
  'practice:end': (payload: PracticeSessionRef, ack: (reply: PracticeSessionReply) => void) => void;
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
