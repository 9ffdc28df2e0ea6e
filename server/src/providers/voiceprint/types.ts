import type { Pcm16 } from '../tts/wav.js';

/**
 * A registered voiceprint as the provider knows it: Tencent's `VoicePrintId` (in the organisation's
 * group), or the speaker embedding the on-premises service computed, kept in PostgreSQL by the
 * caller. Providers hold no state of their own beyond what they answer here.
 */
export interface EnrolledVoice {
  /** The provider's id of the voiceprint ('' for an embedding). */
  ref: string;
  /** The speaker embedding (unit length) for the embedding provider; null for Tencent. */
  embedding: number[] | null;
}

/** A registered voiceprint to compare with, as the data layer reads it back. */
export interface KnownVoice extends EnrolledVoice {
  /** The user it belongs to. */
  userId: string;
}

/** A stored voiceprint as the provider compares it. */
export const knownVoice = ({ userId, ref, embedding }: KnownVoice): KnownVoice => ({ userId, ref, embedding });

/** Who a voiceprint is for: Tencent groups them by organisation (`GroupId`), the embedding is scoped by the caller. */
export interface Speaker {
  orgId: string;
  userId: string;
}

/** A match of 1:N identification: the user and the score (0–100, higher is more alike). */
export interface VoiceMatch {
  userId: string;
  score: number;
}

/**
 * Speaker verification (docs/voiceprint.md). Audio is 16 kHz mono 16-bit PCM, checked for quality
 * before it gets here. Scores are 0–100; the organisation's pass mark decides. Failures are
 * `ProviderError`s of service `voiceprint`.
 */
export interface VoiceprintProvider {
  readonly name: 'embedding' | 'tencent';
  /** Registers a voice; what it answers is stored with the user's voiceprint. */
  enrol(speaker: Speaker, audio: Pcm16): Promise<EnrolledVoice>;
  /** 1:1 — how alike the audio is to the registered voice. */
  verify(orgId: string, voice: KnownVoice, audio: Pcm16): Promise<number>;
  /** 1:N within one organisation among `voices` (every one a voice of that organisation): every voice's score, best first. */
  identify(orgId: string, voices: readonly KnownVoice[], audio: Pcm16): Promise<VoiceMatch[]>;
  /** Forgets a registered voice at the provider (nothing for an embedding: the caller deletes its row). */
  remove(orgId: string, voice: EnrolledVoice): Promise<void>;
}
