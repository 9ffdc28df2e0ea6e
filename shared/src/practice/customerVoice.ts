import type { PracticeCustomerLine } from '../schemas/practiceSession.js';

/** The customer's voice on the platform: keeps the lines' audio for replay and plays new lines (resolving when done or cut short). */
export interface CustomerAudio {
  keep(lines: readonly PracticeCustomerLine[]): void;
  play(lines: readonly PracticeCustomerLine[]): Promise<void>;
  stop(): void;
}

/**
 * Plays the customer's lines through the platform's audio and reports whether they are playing (the
 * turn's answer time starts when they end): a newer list, or a stop, ends an older list's hold on the flag.
 */
export function customerVoice(audio: CustomerAudio, onSpeaking: (speaking: boolean) => void) {
  let playing = 0;
  return {
    speak(lines: readonly PracticeCustomerLine[]): void {
      const mine = ++playing;
      onSpeaking(true);
      const done = () => {
        if (mine === playing) onSpeaking(false);
      };
      void audio.play(lines).then(done, done);
    },
    stop(): void {
      playing++;
      audio.stop();
      onSpeaking(false);
    },
  };
}
