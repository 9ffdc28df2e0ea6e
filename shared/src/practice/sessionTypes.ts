import type { PracticeCustomerLine, PracticeSessionView } from '../schemas/practiceSession.js';
import type { Clock } from '../time/clock.js';
import type { CallAudio } from './callSounds.js';
import type { CustomerAudio } from './customerVoice.js';
import type { DeviceStorage } from '../outbox/deviceStorage.js';
import type { Connectivity, PracticeConnection, PracticeSocketPort } from './sessionPort.js';

/** Why the last call failed: the server's refusal as it worded it, or a network failure the app translates. */
export type PracticeError = { errmsg: string } | { key: 'errors.network' | 'errors.timeout' };

export interface PracticeSessionState {
  connection: PracticeConnection;
  /** The handshake's refusal once the connection has failed for good. */
  connectError: string;
  /** The session joined on every (re)connect; '' before one is started or once it is lost. */
  sessionId: string;
  session: PracticeSessionView | null;
  /** A call is waiting for its reply. */
  busy: boolean;
  error: PracticeError | null;
  /** Resume was refused after the 30-minute pause limit: only restart or end and submit remain. */
  pauseExpired: boolean;
  /** The answer being typed, kept until the server has stored it. */
  draft: string;
  /** The customer's lines are playing: the turn's answer time starts when they end. */
  customerSpeaking: boolean;
  /** The learner is recording a spoken answer. */
  learnerSpeaking: boolean;
  /** A role-play's reply as its sentences come, until the session has the turn: turn `seq` (0: the opening). */
  liveReply: { seq: number; lines: PracticeCustomerLine[] } | null;
}

export interface PracticeSessionActions<Recording> {
  /** Follows a live socket (and the platform's network events): joins the kept session on every connect. Answers the detach, which closes it. */
  attach(port: PracticeSocketPort, connectivity?: Connectivity): () => void;
  setDraft(text: string): void;
  setLearnerSpeaking(speaking: boolean): void;
  start(scenarioId: string): Promise<void>;
  /** Sends an answer; a spoken one's recording goes to the outbox once its turn is stored. A role-play's customer still speaking is cut short first. */
  answer(text: string, recording?: Recording | null): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** The learner said nothing for the silence rule's time (the server checks it on its own clock). */
  silence(): Promise<void>;
  /** The learner's answer time ran out (checked likewise). */
  timeout(): Promise<void>;
  /** Ends and submits; true once the session is scored. */
  end(): Promise<boolean>;
  /** Cuts a role-play's customer short (smart break): it stops at once, and the server keeps only what was heard. */
  interrupt(): Promise<void>;
}

/** Where a spoken answer's recording goes once its turn exists (the web's IndexedDB outbox). */
export interface RecordingOutbox<Recording> {
  stored(sessionId: string, seq: number, recording: Recording): void;
  /** Sends what is still waiting (on every connect). */
  flush(): void;
}

export interface PracticeSessionDeps<Recording> {
  clock: Clock;
  storage: DeviceStorage;
  audio: CustomerAudio;
  /** The call's ringtone and ambience on the platform; none: the call is silent but for the customer. */
  callAudio?: CallAudio;
  /** The session to join (from the address); '' falls back to the one kept for a free practice's scenario. */
  sessionId: string;
  scenarioId: string;
  /** A scenario child task's practice starts by the task (the server resolves its scenario and gate). */
  childId: string;
  recordings?: RecordingOutbox<Recording>;
  /** Every session the server answers. */
  onSession?(session: PracticeSessionView): void;
  /** The session to join does not exist (or is not the learner's). */
  onLost?(): void;
}

/** The practice store: its state and its actions. */
export type PracticeSession<Recording> = PracticeSessionState & PracticeSessionActions<Recording>;
