import type { StoreApi } from 'zustand/vanilla';
import type { AccountChoice } from '../schemas/auth.js';
import type { VoiceprintFlow, VprValidate } from '../schemas/voiceprint.js';
import type { VoiceprintLogin } from './voiceprintPort.js';
import type { VoiceprintNotice } from './voiceprintResult.js';

/**
 * The steps of a voiceprint dialog: `connecting` (the socket and its text), `ready` (the text to
 * read), `recording`, `checking` (the recording's result awaited), `account` and `comparing`
 * (login: the account to compare with), `choose` (several matches), `welcome` (the countdown),
 * `signingIn`, `signedIn` (the platform completes the sign-in), `confirm` and `validating`
 * (register: password or SMS code), `done`, and `failed` (start again or sign in by password).
 */
export type VoiceprintPhase =
  | 'idle'
  | 'connecting'
  | 'ready'
  | 'recording'
  | 'checking'
  | 'account'
  | 'comparing'
  | 'choose'
  | 'welcome'
  | 'signingIn'
  | 'signedIn'
  | 'confirm'
  | 'validating'
  | 'done'
  | 'failed';

export type VoiceprintOutcome = 'registered' | 'pending' | 'autopassed';

export interface VoiceprintState {
  flow: VoiceprintFlow;
  phase: VoiceprintPhase;
  /** The text to read aloud (`vprtext`). */
  text: string;
  /** How much of the recording the microphone has handed over (ms). */
  recordedMs: number;
  /** The signed-in user already has a voiceprint (register/verify). */
  registered: boolean;
  /** The message of the last result (or of a refused microphone), shown on the current step. */
  notice: VoiceprintNotice | null;
  /** Why the flow failed (the failure view). */
  failure: VoiceprintNotice | null;
  /** The device's recent accounts, offered on the account step. */
  recent: string[];
  /** The several matches to choose from. */
  users: AccountChoice[];
  /** The match being welcomed. */
  chosen: AccountChoice | null;
  /** Seconds left before the welcome signs in. */
  countdown: number;
  /** The sign-in's answer, for the platform to complete like a password sign-in. */
  login: VoiceprintLogin | null;
  /** What the registration came to. */
  outcome: VoiceprintOutcome | null;
}

export interface VoiceprintActions {
  /** Connects, asks for the text and starts the heartbeat. */
  open(): Promise<void>;
  startRecording(): Promise<void>;
  /** Ends the recording and sends it: the result picks the next step. */
  stopRecording(): Promise<void>;
  /** Login: compares the recording with one account (`validation.accountRequired` when blank, without calling). */
  compare(account: string): Promise<void>;
  /** Login: one of several matches. */
  choose(userid: string): void;
  /** Login: signs in without waiting for the countdown's end. */
  loginNow(): Promise<void>;
  /** Register: confirms the identity; a refusal stays on the step with its message. */
  validate(body: VprValidate): Promise<void>;
  /** Drops the connection and begins anew. */
  restart(): Promise<void>;
  /** Closes the socket, the timers and the microphone (the dialog is closed). */
  close(): void;
}

export type VoiceprintStoreState = VoiceprintState & VoiceprintActions;
export type VoiceprintStore = StoreApi<VoiceprintStoreState>;
