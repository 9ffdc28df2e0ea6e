import { z } from 'zod';
import {
  practiceAnswerSchema,
  practiceInterruptReplySchema,
  practiceInterruptSchema,
  practiceSentenceSchema,
  practiceSessionRefSchema,
  practiceSessionReplySchema,
  practiceStartSchema,
  type PracticeSessionReply,
} from '../schemas/practiceSession.js';
import { faqPartialSchema, faqVoiceCancelSchema, faqVoiceEndSchema, faqVoiceFrameSchema, faqVoiceStartSchema } from '../schemas/faq.js';
import {
  practicePartialSchema,
  practiceVoiceCancelSchema,
  practiceVoiceConfigReplySchema,
  practiceVoiceEndSchema,
  practiceVoiceFrameSchema,
  practiceVoiceReplySchema,
  practiceVoiceStartSchema,
} from '../schemas/practiceVoice.js';
import type { NOTICE_PUSHES } from './noticePushes.js';

// The learner's notice push lives in a module of its own, so a client that imports the practice
// tables does not carry the notices' schemas (the mini-program's practice and notices subpackages).
export { NOTICE_PUSHES } from './noticePushes.js';

/**
 * The socket.io events as data, like the HTTP endpoint table: each acknowledged call names its
 * event, the schema the server parses its payload with, the schema clients parse its reply with, and
 * how long a client waits for that reply. Server pushes name their payload schema. The event maps
 * socket.io is typed with are derived from these tables, so a name exists once.
 */
export interface SocketCall<Event extends string = string, Payload extends z.ZodType = z.ZodType, Reply extends z.ZodType = z.ZodType> {
  event: Event;
  payload: Payload;
  reply: Reply;
  /** How long a client waits for the acknowledgement (speech synthesis included for the session calls). */
  timeoutMs: number;
}

export interface SocketPush<Event extends string = string, Payload extends z.ZodType = z.ZodType> {
  event: Event;
  payload: Payload;
}

export type SocketCallTable = Readonly<Record<string, SocketCall>>;
export type SocketPushTable = Readonly<Record<string, SocketPush>>;

const socketCall = <const C extends SocketCall>(call: C): C => call;

/** A session call waits for the reply and the customer's synthesised lines. */
const SESSION_ACK_MS = 30_000;
/** A voice call is short: a frame or the recogniser's last words. */
const VOICE_ACK_MS = 15_000;

const session = <const Event extends string, Payload extends z.ZodType>(event: Event, payload: Payload) =>
  socketCall({ event, payload, reply: practiceSessionReplySchema, timeoutMs: SESSION_ACK_MS });

export const pingPayloadSchema = z.object({ sentAt: z.number().finite() });
const refusalSchema = z.object({ ok: z.literal(false), errcode: z.number().int(), errmsg: z.string() }).strict();
export const pingReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), sentAt: z.number(), serverTime: z.number() }).strict(),
  refusalSchema,
]);

/** Calls every authenticated socket answers. */
export const SYSTEM_CALLS = {
  /** Round-trip check: the server acknowledges with its clock. */
  ping: socketCall({ event: 'ping', payload: pingPayloadSchema, reply: pingReplySchema, timeoutMs: VOICE_ACK_MS }),
} as const;

/** The live practice (docs/practice.md "Live sessions"); every session call is answered with the session or a refusal. */
export const PRACTICE_CALLS = {
  start: session('practice:start', practiceStartSchema),
  join: session('practice:join', practiceSessionRefSchema),
  answer: session('practice:answer', practiceAnswerSchema),
  /** The answer timer the hints gave ran out; checked on the server's clock. */
  timeout: session('practice:timeout', practiceSessionRefSchema),
  /** The learner has been silent for the silence time the session gives; checked on the server's clock. */
  silence: session('practice:silence', practiceSessionRefSchema),
  pause: session('practice:pause', practiceSessionRefSchema),
  resume: session('practice:resume', practiceSessionRefSchema),
  end: session('practice:end', practiceSessionRefSchema),
  /** A role-play's customer was cut short: the rest of its reply is not said (nor kept). */
  interrupt: socketCall({ event: 'practice:interrupt', payload: practiceInterruptSchema, reply: practiceInterruptReplySchema, timeoutMs: VOICE_ACK_MS }),
  /** Whether the server recognises audio (docs/practice.md "Voice answers"). */
  voiceConfig: socketCall({
    event: 'practice:voiceConfig',
    payload: practiceSessionRefSchema.partial(),
    reply: practiceVoiceConfigReplySchema,
    timeoutMs: VOICE_ACK_MS,
  }),
  voiceStart: socketCall({ event: 'practice:voiceStart', payload: practiceVoiceStartSchema, reply: practiceVoiceReplySchema, timeoutMs: VOICE_ACK_MS }),
  /** One binary PCM frame; a refused frame ends nothing. */
  voiceFrame: socketCall({ event: 'practice:voiceFrame', payload: practiceVoiceFrameSchema, reply: practiceVoiceReplySchema, timeoutMs: VOICE_ACK_MS }),
  /** Answers the turn with the recognised text (replied like `answer`), or with `submit: false` returns the text. */
  voiceEnd: socketCall({
    event: 'practice:voiceEnd',
    payload: practiceVoiceEndSchema,
    reply: z.union([practiceSessionReplySchema, practiceVoiceReplySchema]),
    timeoutMs: SESSION_ACK_MS,
  }),
  /** Discards the answer being recorded: its recognition closes unheard, and no turn comes of it. */
  voiceCancel: socketCall({
    event: 'practice:voiceCancel',
    payload: practiceVoiceCancelSchema,
    reply: practiceVoiceReplySchema,
    timeoutMs: VOICE_ACK_MS,
  }),
} as const;

/**
 * Spoken answers of a quick Q&A drill (docs/faq.md "Spoken answers"): the same recogniser and frames
 * as the live practice, keyed by the caller's running drill; `faq:voiceEnd` returns the final text,
 * which the page sends as the answer (mode `voice`). `practice:voiceConfig` says whether the server
 * recognises audio.
 */
export const FAQ_CALLS = {
  voiceStart: socketCall({ event: 'faq:voiceStart', payload: faqVoiceStartSchema, reply: practiceVoiceReplySchema, timeoutMs: VOICE_ACK_MS }),
  voiceFrame: socketCall({ event: 'faq:voiceFrame', payload: faqVoiceFrameSchema, reply: practiceVoiceReplySchema, timeoutMs: VOICE_ACK_MS }),
  voiceEnd: socketCall({ event: 'faq:voiceEnd', payload: faqVoiceEndSchema, reply: practiceVoiceReplySchema, timeoutMs: VOICE_ACK_MS }),
  /** Discards the answer being recorded, unheard. */
  voiceCancel: socketCall({ event: 'faq:voiceCancel', payload: faqVoiceCancelSchema, reply: practiceVoiceReplySchema, timeoutMs: VOICE_ACK_MS }),
} as const;

/** What the server pushes unasked during a drill. */
export const FAQ_PUSHES = {
  partial: { event: 'faq:partial', payload: faqPartialSchema },
} as const satisfies SocketPushTable;

/** What the server pushes unasked during a practice. */
export const PRACTICE_PUSHES = {
  /** The recognised text so far of the spoken answer being streamed. */
  partial: { event: 'practice:partial', payload: practicePartialSchema },
  /** A role-play customer's next sentence, voiced (docs/practice.md "Role-play"). */
  sentence: { event: 'practice:sentence', payload: practiceSentenceSchema },
} as const satisfies SocketPushTable;

type CallEvents<T extends SocketCallTable> = {
  [K in keyof T as T[K]['event']]: (payload: z.input<T[K]['payload']>, ack: (reply: z.output<T[K]['reply']>) => void) => void;
};
type PushEvents<T extends SocketPushTable> = { [K in keyof T as T[K]['event']]: (payload: z.output<T[K]['payload']>) => void };

/** socket.io's client → server map, derived from the call tables. */
export type ClientToServerEvents = CallEvents<typeof SYSTEM_CALLS> & CallEvents<typeof PRACTICE_CALLS> & CallEvents<typeof FAQ_CALLS>;
/** socket.io's server → client map, derived from the push tables. */
export type ServerToClientEvents = PushEvents<typeof PRACTICE_PUSHES> & PushEvents<typeof FAQ_PUSHES> & PushEvents<typeof NOTICE_PUSHES>;

/** How a client sends one call and waits for its acknowledgement (socket.io's `timeout(ms).emitWithAck`). */
export type SocketEmit = (event: string, payload: unknown, timeoutMs: number) => Promise<unknown>;

/** Sends one call of a table over a client's emit and parses the reply with the table's schema. */
export async function sendCall<P extends z.ZodType, R extends z.ZodType>(
  emit: SocketEmit,
  call: SocketCall<string, P, R>,
  payload: z.input<P>,
): Promise<z.output<R>> {
  return call.reply.parse(await emit(call.event, payload, call.timeoutMs)) as z.output<R>;
}

/** The practice calls answered with the session (or a refusal); the voice calls answer otherwise. */
export type PracticeSessionCall = 'start' | 'join' | 'answer' | 'timeout' | 'silence' | 'pause' | 'resume' | 'end';
/** What a practice call sends. */
export type PracticeCallPayload<N extends keyof typeof PRACTICE_CALLS> = z.input<(typeof PRACTICE_CALLS)[N]['payload']>;

/** How a client listens to an event; answers the way to stop listening. */
export type SocketListen = (event: string, handler: (payload: unknown) => void) => () => void;

/**
 * What the tables need of a socket.io client socket. socket.io types each event by name; the tables
 * name the events, so an app hands its typed socket over as this once, in its socket adapter.
 */
export interface IoClientSocket {
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

/** A socket.io client socket's emit with acknowledgement, as the call tables send. */
export function ioEmit(socket: IoClientSocket): SocketEmit {
  return (event, payload, timeoutMs) => socket.timeout(timeoutMs).emitWithAck(event, payload);
}

/** A socket.io client socket's listening, as `onPush` takes it. */
export function ioListen(socket: IoClientSocket): SocketListen {
  return (event, handler) => {
    socket.on(event, handler);
    return () => void socket.off(event, handler);
  };
}

/**
 * Listens to a server push, handing on only payloads that fit its schema: a push that does not
 * fit is dropped (and reported through `onInvalid`), never passed on half-read.
 */
export function onPush<P extends SocketPush>(
  listen: SocketListen,
  push: P,
  handler: (payload: z.output<P['payload']>) => void,
  onInvalid?: (error: z.ZodError) => void,
): () => void {
  return listen(push.event, (payload) => {
    const parsed = push.payload.safeParse(payload);
    if (parsed.success) handler(parsed.data as z.output<P['payload']>);
    else onInvalid?.(parsed.error);
  });
}

/** Sends a practice session call; the name picks the payload's type, and every one replies with the session or a refusal. */
export function callPracticeSession<N extends PracticeSessionCall>(emit: SocketEmit, name: N, payload: PracticeCallPayload<N>): Promise<PracticeSessionReply> {
  const call: SocketCall = PRACTICE_CALLS[name];
  return sendCall(emit, call, payload) as Promise<PracticeSessionReply>;
}
