import type { PracticeCustomerLine } from '../schemas/practiceSession.js';
import type { Ringing } from './callSounds.js';

/** The customer's voice on the platform: keeps the lines' audio for replay and plays new lines (resolving when done or cut short). */
export interface CustomerAudio {
  keep(lines: readonly PracticeCustomerLine[]): void;
  play(lines: readonly PracticeCustomerLine[]): Promise<void>;
  stop(): void;
}

/** A role-play reply being heard: its turn, the sentences come so far by place, the next to play. */
interface Reply {
  seq: number;
  sentences: Map<number, PracticeCustomerLine>;
  next: number;
  playing: boolean;
  cut: boolean;
}

/** What the learner heard of a reply they cut short: its turn and how many of its sentences began to play. */
export interface HeardReply {
  seq: number;
  heard: number;
}

/**
 * Plays the customer's lines through the platform's audio and reports whether they are playing (the
 * turn's answer time starts when they end): a newer list, or a stop, ends an older list's hold on the
 * flag. A role-play's reply comes a sentence at a time (`sentence`), each played in its place as soon
 * as it and those before it have come; `cut` stops it and says what the learner heard. A call's
 * opening may wait for its ringtone (`speak` with the ringing): the customer's turn holds from the
 * first ring, and anything newer — other lines, a sentence, a cut, a stop — hangs the ringtone up.
 */
export function customerVoice(audio: CustomerAudio, onSpeaking: (speaking: boolean) => void) {
  let playing = 0;
  let reply: Reply | null = null;
  let ringing: Ringing | null = null;
  const hangUp = () => {
    const current = ringing;
    ringing = null;
    current?.stop();
  };
  const speak = (lines: readonly PracticeCustomerLine[], done: () => void, before?: Promise<void>): void => {
    const mine = ++playing;
    onSpeaking(true);
    const finish = () => {
      if (mine === playing) onSpeaking(false);
      done();
    };
    const play = () => (mine === playing && lines.length > 0 ? audio.play(lines) : undefined);
    void (before ? before.then(play, play) : Promise.resolve(play())).then(finish, finish);
  };
  const pump = (current: Reply): void => {
    const line = current.sentences.get(current.next);
    if (current.playing || current.cut || !line || reply !== current) return;
    current.playing = true;
    speak([line], () => {
      current.playing = false;
      current.next += 1;
      pump(current);
    });
  };
  return {
    /** Plays `lines`, after `rung` when it is the call's ringtone (the opening of a fresh call). */
    speak(lines: readonly PracticeCustomerLine[], rung?: Ringing): void {
      reply = null;
      hangUp();
      ringing = rung ?? null;
      speak(lines, () => {}, rung?.done);
    },
    /** One sentence of the reply to turn `seq`; a sentence of a reply cut short, or older than the one playing, is dropped. */
    sentence(seq: number, index: number, line: PracticeCustomerLine): void {
      hangUp();
      if (reply && (seq < reply.seq || (seq === reply.seq && reply.cut))) return;
      if (!reply || seq > reply.seq) reply = { seq, sentences: new Map(), next: 0, playing: false, cut: false };
      reply.sentences.set(index, line);
      pump(reply);
    },
    /**
     * Stops the reply being heard; answers what was heard of it (null: none was under way). With
     * `awaited`, the turn whose reply is on its way: when none of it has come yet, that reply is
     * cut before its first sentence, heard 0.
     */
    cut(awaited?: number): HeardReply | null {
      hangUp();
      if (awaited !== undefined && (!reply || reply.seq < awaited)) {
        playing++;
        audio.stop();
        onSpeaking(false);
        reply = { seq: awaited, sentences: new Map(), next: 0, playing: false, cut: true };
        return { seq: awaited, heard: 0 };
      }
      const current = reply;
      if (!current || current.cut) return null;
      current.cut = true;
      const heard = current.next + (current.playing ? 1 : 0);
      playing++;
      audio.stop();
      onSpeaking(false);
      return { seq: current.seq, heard };
    },
    stop(): void {
      hangUp();
      reply = null;
      playing++;
      audio.stop();
      onSpeaking(false);
    },
  };
}
