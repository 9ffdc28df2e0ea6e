import { FAQ_CALLS, FAQ_PUSHES, PRACTICE_CALLS, PRACTICE_PUSHES, onPush, sendCall, type SocketEmit, type SocketListen } from './table.js';

/** A voice call's answer: the recognised text so far, or the server's refusal (errmsg in the learner's language). */
export type VoiceReply = { ok: true; text?: string } | { ok: false; errcode: number; errmsg: string };

/**
 * Which spoken answer the server's recogniser is fed, and over which calls: a practice turn and a
 * quick Q&A answer stream the same frames through the same recogniser; only their events and the
 * id that keys them differ. Both apps' voice hooks take one.
 */
export interface VoiceChannel {
  /** What the answer belongs to (a session, a drill); '' while nothing can be answered. */
  id: string;
  open(emit: SocketEmit): Promise<VoiceReply>;
  frame(emit: SocketEmit, audio: ArrayBuffer): Promise<VoiceReply>;
  /** The learner stopped: answers the final text without submitting it. */
  end(emit: SocketEmit): Promise<VoiceReply>;
  /** The learner let go of the answer: the recognition closes unheard and nothing is answered. */
  cancel(emit: SocketEmit): Promise<VoiceReply>;
  /** Follows the partial text the server pushes for answers of this kind, with the id each belongs to. */
  partials(listen: SocketListen, handler: (id: string, text: string) => void): () => void;
}

/** The spoken answer of a live practice session's current turn (docs/practice.md "Voice answers"). */
export function practiceVoiceChannel(sessionId: string): VoiceChannel {
  return {
    id: sessionId,
    open: (emit) => sendCall(emit, PRACTICE_CALLS.voiceStart, { sessionId }),
    frame: (emit, audio) => sendCall(emit, PRACTICE_CALLS.voiceFrame, { sessionId, audio }),
    end: (emit) => sendCall(emit, PRACTICE_CALLS.voiceEnd, { sessionId, submit: false }),
    cancel: (emit) => sendCall(emit, PRACTICE_CALLS.voiceCancel, { sessionId }),
    partials: (listen, handler) => onPush(listen, PRACTICE_PUSHES.partial, ({ sessionId: id, text }) => handler(id, text)),
  };
}

/**
 * The spoken answer of question `seq` of a drill (docs/faq.md "Spoken answers"): `faq:voiceEnd`
 * answers the final text, which the page sends as the answer (mode `voice`). Without a question
 * (`seq` 0) the microphone stays off.
 */
export function faqVoiceChannel(drillId: string, seq: number): VoiceChannel {
  return {
    id: seq > 0 ? drillId : '',
    open: (emit) => sendCall(emit, FAQ_CALLS.voiceStart, { drillId, seq }),
    frame: (emit, audio) => sendCall(emit, FAQ_CALLS.voiceFrame, { drillId, audio }),
    end: (emit) => sendCall(emit, FAQ_CALLS.voiceEnd, { drillId }),
    cancel: (emit) => sendCall(emit, FAQ_CALLS.voiceCancel, { drillId }),
    partials: (listen, handler) => onPush(listen, FAQ_PUSHES.partial, ({ drillId: id, text }) => handler(id, text)),
  };
}
