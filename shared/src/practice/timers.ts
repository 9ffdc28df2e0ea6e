import type { PracticeSessionView } from '../schemas/practiceSession.js';
import type { Clock } from '../time/clock.js';

/** What the practice page knows at a moment; the timers follow it (docs/practice.md "Silence and answer time"). */
export interface PracticeMoment {
  /** The session as last replied; a new view (a reply, a rejoin) starts the turn's answer time again. */
  session: Pick<PracticeSessionView, 'status' | 'silencems' | 'answertimeoutms'> | null;
  /** The socket is connected. */
  online: boolean;
  /** A call is waiting for its reply. */
  busy: boolean;
  /** The customer's lines are playing; the turn's answer time starts when they end. */
  customerSpeaking: boolean;
  /** The learner is recording a spoken answer. */
  learnerSpeaking: boolean;
  /** The text in the answer box: typing holds both timers, and every keystroke restarts the silence. */
  draft: string;
}

export interface PracticeTimers {
  /** Hands the timers the page's latest moment; they re-arm only on what concerns each. */
  update(moment: PracticeMoment): void;
  dispose(): void;
}

/**
 * The scenario's special rules as a learner's page runs them: once the customer has finished
 * speaking, the silence rule's time without the learner typing or speaking calls `onSilence`
 * (`practice:silence`), and the turn's answer time calls `onTimeout` (`practice:timeout`), held
 * while the learner types or speaks. The server checks both on its own clock and replies with the
 * session, which restarts them; nothing runs while paused, offline or waiting for a reply.
 */
export function createPracticeTimers({ clock, onSilence, onTimeout }: { clock: Clock; onSilence: () => void; onTimeout: () => void }): PracticeTimers {
  let previous: PracticeMoment | null = null;
  let turnStart = clock.now();
  let silenceTimer: unknown = null;
  let answerTimer: unknown = null;

  const clear = (handle: unknown) => {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  };
  const waiting = (m: PracticeMoment) => m.session?.status === 'running' && m.online && !m.busy && !m.customerSpeaking && !m.learnerSpeaking;
  const typing = (m: PracticeMoment) => m.draft.trim() !== '';

  function update(moment: PracticeMoment): void {
    const before = previous;
    previous = moment;
    const turnChanged = !before || before.session !== moment.session || before.customerSpeaking !== moment.customerSpeaking;
    if (turnChanged) turnStart = clock.now();
    const held = !waiting(moment) || typing(moment);
    const stateChanged = !before || waiting(before) !== waiting(moment) || typing(before) !== typing(moment);

    const silenceMs = moment.session?.silencems ?? null;
    if (stateChanged || turnChanged || before?.draft !== moment.draft || before?.session?.silencems !== silenceMs) {
      silenceTimer = clear(silenceTimer);
      if (!held && silenceMs !== null) silenceTimer = clock.setTimeout(onSilence, silenceMs);
    }
    const answerMs = moment.session?.answertimeoutms ?? null;
    if (stateChanged || turnChanged || before?.session?.answertimeoutms !== answerMs) {
      answerTimer = clear(answerTimer);
      if (!held && answerMs !== null) answerTimer = clock.setTimeout(onTimeout, Math.max(0, turnStart + answerMs - clock.now()));
    }
  }

  return {
    update,
    dispose() {
      silenceTimer = clear(silenceTimer);
      answerTimer = clear(answerTimer);
      previous = null;
    },
  };
}
