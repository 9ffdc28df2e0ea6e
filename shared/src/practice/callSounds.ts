import type { PracticeSessionView } from '../schemas/practiceSession.js';

/**
 * The ambience's volume under the call (0–1): a room heard behind the customer, well below its voice
 * (docs/practice.md "Ringtone and ambience"). The voice library's wavs are played as uploaded; the
 * demo's ambience is −31 dBFS RMS, so at 0.2 it plays at −45 dBFS, 24 dB under the customer's lines
 * (espeak-ng speaks at about −21 dBFS).
 */
export const AMBIENCE_VOLUME = 0.2;

/**
 * The call's sounds on the platform: each app's adapter over its own audio (the PWA's audio
 * elements, the mini-program's InnerAudioContexts). URLs are the session's (`ringtone.url`,
 * `ambience.url`): the adapter fetches them with the session's headers. What plays when is decided
 * here, in the shared store, never by the adapter.
 */
export interface CallAudio {
  /**
   * The learner's tap that starts the call, before anything is awaited: where a platform needs a
   * gesture to let sound play later (the PWA on iOS), the adapter readies its players here.
   */
  prime?(): void;
  /** Fetches a sound ahead (the ambience while the phone rings), so it starts the moment it is wanted. */
  preload?(url: string): void;
  /** Plays the ringtone once; resolves when it ends, cannot be played (a refused autoplay, a failed download) or is stopped. */
  ring(url: string): Promise<void>;
  /** Plays the ambience looped at `volume` (0–1); the same `url` held before continues where it was held. */
  loop(url: string, volume: number): void;
  /** Holds the ambience (paused, kept to continue). */
  hold(): void;
  /** Stops the ringtone and the ambience and frees them. */
  stop(): void;
}

/** A ringtone under way: `done` once it has ended, failed or been stopped; `stop` cuts it. */
export interface Ringing {
  done: Promise<void>;
  stop(): void;
}

/** What the sounds follow of the practice store's state. */
export interface SoundMoment {
  session: PracticeSessionView | null;
  learnerSpeaking: boolean;
}

/**
 * Decides the call's sounds (docs/practice.md "Ringtone and ambience"): a fresh call rings once
 * (`ring`), and the customer's opening follows it (the store hands the ringing to the customer's
 * voice); once the call is answered — the ringtone over, or none, or a call joined again — the
 * ambience loops at `AMBIENCE_VOLUME` while the session runs, held while the learner speaks so it
 * never reaches the recogniser through the microphone, and stopped when the session is paused or
 * finished and when the page lets go of the session (`stop`).
 */
export function callSounds(audio: CallAudio | undefined) {
  let moment: SoundMoment = { session: null, learnerSpeaking: false };
  /** Following the store (a socket attached); nothing sounds otherwise. */
  let following = false;
  /** No ringtone under way: the ambience may play. */
  let answered = true;
  /** The newest ringing; an older one's end changes nothing. */
  let rings = 0;
  let ambience: { url: string; held: boolean } | null = null;

  const silence = () => {
    if (!ambience && answered) return;
    ambience = null;
    audio?.stop();
  };

  /** Puts the ambience where the moment wants it. */
  const apply = (): void => {
    if (!audio) return;
    const { session, learnerSpeaking } = moment;
    const url = following && answered && session?.status === 'running' ? (session.ambience?.url ?? '') : '';
    if (!url) {
      if (ambience) {
        ambience = null;
        audio.stop();
      }
      return;
    }
    if (ambience && ambience.url !== url) audio.stop();
    if (learnerSpeaking) {
      if (ambience?.url === url && !ambience.held) audio.hold();
      ambience = { url, held: true };
      return;
    }
    if (ambience?.url === url && !ambience.held) return;
    ambience = { url, held: false };
    audio.loop(url, AMBIENCE_VOLUME);
  };

  return {
    /** The learner's tap that starts a call (see `CallAudio.prime`). */
    prime(): void {
      audio?.prime?.();
    },
    /**
     * A fresh call of `session`: rings its ringtone once (the ambience waits for it). Null when there
     * is nothing to ring — no ringtone, no adapter, or a session that is not running.
     */
    ring(session: PracticeSessionView): Ringing | null {
      const url = session.ringtone?.url;
      if (!audio || !following || !url || session.status !== 'running') return null;
      silence();
      if (session.ambience) audio.preload?.(session.ambience.url);
      const mine = ++rings;
      answered = false;
      let over: () => void = () => undefined;
      const stopped = new Promise<void>((resolve) => (over = resolve));
      const answer = () => {
        over();
        if (mine !== rings || answered) return;
        answered = true;
        apply();
      };
      void audio.ring(url).then(answer, answer);
      return {
        done: stopped,
        stop() {
          if (mine !== rings || answered) return;
          audio.stop();
          answer();
        },
      };
    },
    /** Follows the store's state (every change while a socket is attached). */
    follow(next: SoundMoment): void {
      following = true;
      moment = next;
      apply();
    },
    /** The page lets go of the session (left, its socket detached): every sound stops. */
    stop(): void {
      following = false;
      rings++;
      answered = true;
      ambience = null;
      audio?.stop();
    },
  };
}

export type CallSounds = ReturnType<typeof callSounds>;
