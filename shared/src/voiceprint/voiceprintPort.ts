import type { MessageKey } from '../i18n/messages.js';
import type { LoginResponse } from '../schemas/auth.js';
import type { VoiceprintFlow } from '../schemas/voiceprint.js';
import type { SocketEmit } from '../realtime/table.js';

/** A change of the voiceprint socket's connection, as the voiceprint store follows it. */
export type VoiceprintSocketEvent =
  /** The handshake was refused (`message`: the server's errmsg in the user's language) or the server is unreachable. */
  { type: 'connectError'; message: string } | { type: 'disconnect' };

/** One `/vpr` connection; each app builds it over its socket.io client (token, flow and language in the handshake). */
export interface VoiceprintSocketPort {
  emit: SocketEmit;
  onEvent(listener: (event: VoiceprintSocketEvent) => void): () => void;
  close(): void;
}

/**
 * A recording under way: `stop` hands over the last, shorter chunk before it returns, or before the
 * promise it returns resolves (WeChat's recorder hands over its last frames after being stopped).
 */
export interface VoiceprintRecorder {
  stop(): void | Promise<void>;
}

/** The microphone as 16 kHz mono 16-bit PCM chunks of at most 4096 samples. */
export interface VoiceprintMicrophone {
  /** Rejects with a `VoiceprintMicrophoneError` when the microphone cannot be used. */
  start(onChunk: (chunk: ArrayBuffer | Uint8Array) => void): Promise<VoiceprintRecorder>;
}

/** The microphone refused, with the message key to show (permission, no device…). */
export class VoiceprintMicrophoneError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** Timers the store runs the heartbeat and the welcome's countdown on (the platform's, or a test's). */
export interface VoiceprintTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** What a voiceprint store is built with: everything platform-specific is injected. */
export interface VoiceprintOptions {
  flow: VoiceprintFlow;
  /** Opens the `/vpr` connection of the flow (asks `voiceprint.socket` where first). */
  connect(flow: VoiceprintFlow): Promise<VoiceprintSocketPort>;
  microphone: VoiceprintMicrophone;
  /** The device's recent accounts, newest first (login only). */
  recentAccounts(): string[];
  timers?: VoiceprintTimers;
  /** The heartbeat's period; `VOICEPRINT_HEARTBEAT_MS` by default. */
  heartbeatMs?: number;
}

/** The signed-in answer of a voice sign-in: the platform completes it like a password sign-in. */
export type VoiceprintLogin = LoginResponse;
