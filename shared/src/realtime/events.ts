import type { Language } from '../i18n/languages.js';
import { z } from 'zod';
import type { PracticeAnswerPayload, PracticeSessionRef, PracticeSessionReply, PracticeStartPayload } from '../schemas/practiceSession.js';
import type { PracticePartial, PracticeVoiceConfigReply, PracticeVoiceEndPayload, PracticeVoiceFramePayload, PracticeVoiceReply, PracticeVoiceStartPayload } from '../schemas/practiceVoice.js';

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
  /** Voice answers (docs/practice.md "Voice answers"): whether the server recognises audio. */
  'practice:voiceConfig': (payload: Record<string, never>, ack: (reply: PracticeVoiceConfigReply) => void) => void;
  'practice:voiceStart': (payload: PracticeVoiceStartPayload, ack: (reply: PracticeVoiceReply) => void) => void;
  /** One binary PCM frame; a refused frame ends nothing. */
  'practice:voiceFrame': (payload: PracticeVoiceFramePayload, ack: (reply: PracticeVoiceReply) => void) => void;
  /** Answers the turn with the recognised text (acknowledged like `practice:answer`), or with `submit: false` returns the text. */
  'practice:voiceEnd': (payload: PracticeVoiceEndPayload, ack: (reply: PracticeSessionReply | PracticeVoiceReply) => void) => void;
}

export interface ServerToClientEvents {
  /** The recognised text so far of the spoken answer being streamed. */
  'practice:partial': (payload: PracticePartial) => void;
}

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
