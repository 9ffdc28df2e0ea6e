import type { z } from 'zod';
import {
  vprCloseSchema,
  vprCompareSchema,
  vprDoneSchema,
  vprEmptySchema,
  vprInitReplySchema,
  vprLoginReplySchema,
  vprLoginSchema,
  vprRecordSchema,
  vprResultSchema,
  vprValidateReplySchema,
  vprValidateSchema,
} from '../schemas/voiceprint.js';
import type { SocketCall, SocketCallTable } from './table.js';

const call = <const C extends SocketCall>(definition: C): C => definition;
/** Short calls: a chunk, a heartbeat. */
const QUICK_MS = 10_000;
/** A comparison waits for the provider. */
const PROVIDER_MS = 30_000;

/**
 * The voiceprint socket (learner-and-session §2.6 session messages, §7; docs/voiceprint.md): the
 * socket.io namespace `/vpr`, one flow per connection (`register`, `verify` with the user's token,
 * `login` without). Every message is a call acknowledged with its result.
 */
export const VOICEPRINT_CALLS = {
  /** `init`: the text to read (`vprtext`) and the flow. */
  init: call({ event: 'vpr:init', payload: vprEmptySchema, reply: vprInitReplySchema, timeoutMs: QUICK_MS }),
  /** `heartbeat`, every 10 s (§9); a connection silent for three beats is closed. */
  heartbeat: call({ event: 'vpr:heartbeat', payload: vprEmptySchema, reply: vprDoneSchema, timeoutMs: QUICK_MS }),
  /** `open_asr`: a new recording starts (the previous one is dropped). */
  open: call({ event: 'vpr:open', payload: vprEmptySchema, reply: vprDoneSchema, timeoutMs: QUICK_MS }),
  /** `record`: one chunk of 16 kHz mono 16-bit PCM. */
  record: call({ event: 'vpr:record', payload: vprRecordSchema, reply: vprDoneSchema, timeoutMs: QUICK_MS }),
  /** `close_asr`: the recording ends; answered with `vprresult` (login), `verifyresult` (verify) or the quality check (register). */
  close: call({ event: 'vpr:close', payload: vprCloseSchema, reply: vprResultSchema, timeoutMs: PROVIDER_MS }),
  /** `compareuser`: compares the recording with an account's voiceprint (login). */
  compare: call({ event: 'vpr:compare', payload: vprCompareSchema, reply: vprResultSchema, timeoutMs: PROVIDER_MS }),
  /** `validate_pwd`: confirms a registration by password or SMS code. */
  validate: call({ event: 'vpr:validate', payload: vprValidateSchema, reply: vprValidateReplySchema, timeoutMs: PROVIDER_MS }),
  /** Signs in as one of the matched users (after the welcome's countdown). */
  login: call({ event: 'vpr:login', payload: vprLoginSchema, reply: vprLoginReplySchema, timeoutMs: QUICK_MS }),
} as const satisfies SocketCallTable;

type CallEvents<T extends SocketCallTable> = {
  [K in keyof T as T[K]['event']]: (payload: z.input<T[K]['payload']>, ack: (reply: z.output<T[K]['reply']>) => void) => void;
};

/** The `/vpr` namespace's client → server map. */
export type VoiceprintClientEvents = CallEvents<typeof VOICEPRINT_CALLS>;
