import { createStore, type StoreApi } from 'zustand/vanilla';
import { isNetworkFailure } from '../api/client.js';
import type { BoundTable } from '../api/endpoint.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import { outboxBackoffMs } from '../outbox/outbox.js';
import type { Clock } from '../time/clock.js';
import type { KeptSessionStorage } from '../practice/keptSession.js';
import type { FaqAnswerResult, FaqDrill, FaqDrillQuestion } from '../schemas/faq.js';
import { answerLimitMs, forgetPending, keepPending, keptFreeDrill, keepFreeDrill, pendingAnswers, type PendingAnswer } from './drillDevice.js';

/**
 * The learner's quick Q&A drill (docs/faq.md "The drill"), one store for the PWA and the
 * mini-program. Each question goes: `speaking` (the customer asks; the app plays the question's
 * audio and calls `questionSpoken`), `thinking` (when the question allows it), `answering` (the
 * answer time runs; at its end the draft is sent as it stands), `feedback` (the score, matched and
 * missed keywords), then the next question; after the last the drill is finished and `summary`
 * lists every question with its standard answer.
 *
 * An answer is kept on the device before it is sent and sent again (with back-off, and at once on
 * `retry`) until the server has it — the server keeps the first answer of a `seq`, so sending again
 * is safe — so nothing the learner answered is lost to a weak signal or a reload.
 */

export type DrillPhase = 'loading' | 'speaking' | 'thinking' | 'answering' | 'sending' | 'feedback' | 'finishing' | 'summary' | 'failed';

export interface FaqDrillState {
  drill: FaqDrill | null;
  phase: DrillPhase;
  /** Index in `drill.questions` of the question being asked. */
  index: number;
  /** When the running countdown (thinking or answering) ends, on the injected clock; null when none runs. */
  deadline: number | null;
  /** What the learner has typed (or the recogniser heard) for the current question. */
  draft: string;
  /** The latest scored answer, shown in `feedback`. */
  feedback: FaqAnswerResult | null;
  /** An answer kept on the device that the server has not acknowledged yet. */
  waiting: PendingAnswer | null;
  /** The last send failed for want of a connection; it is retried. */
  offline: boolean;
  /** Why loading or finishing failed (the app words it). */
  failure: { error: unknown } | null;
  load(): Promise<void>;
  /** The question's audio ended (or could not play): thinking or answering starts now. */
  questionSpoken(): void;
  setDraft(text: string): void;
  /** Sends the answer (the draft unless given) as typed or spoken. */
  answer(mode?: 'typed' | 'voice', text?: string): Promise<void>;
  /** From feedback to the next question, or to the summary after the last. */
  next(): Promise<void>;
  /** Sends what waits now (the connection came back, or the learner asked). */
  retry(): Promise<void>;
  /** Stops the timers (the page closed); what waits stays on the device. */
  stop(): void;
}

export type FaqDrillStore = StoreApi<FaqDrillState>;

export type FaqDrillCalls = Pick<BoundTable<LearnerEndpoints>['faq'], 'start' | 'read' | 'answer' | 'finish'>;

export interface FaqDrillOptions {
  /** The quick Q&A child task; '' for free practice. */
  childTaskId: string;
  calls: FaqDrillCalls;
  clock: Clock;
  /** Durable key/value storage (localStorage, WeChat storage). */
  storage: KeptSessionStorage;
}

/** The question being asked, if any. */
export const currentQuestion = (state: Pick<FaqDrillState, 'drill' | 'index'>): FaqDrillQuestion | null => state.drill?.questions[state.index] ?? null;

/** Builds a drill's store; `load()` starts or resumes it. */
export function createFaqDrillStore({ childTaskId, calls, clock, storage }: FaqDrillOptions): FaqDrillStore {
  let timer: unknown = null;
  let retryTimer: unknown = null;
  let failures = 0;
  /** When the current question ended (its audio), for the answer's elapsed time. */
  let askedAt = 0;

  return createStore<FaqDrillState>()((set, get) => {
    const stopTimer = () => {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    };
    const countdown = (phase: 'thinking' | 'answering', ms: number) => {
      stopTimer();
      set({ phase, deadline: clock.now() + ms });
      timer = clock.setTimeout(() => {
        timer = null;
        if (phase === 'thinking') startAnswering();
        else void get().answer();
      }, ms);
    };
    const startAnswering = () => countdown('answering', (get().drill?.answerseconds ?? 0) * 1000);

    /** Moves to the first question without an answer (or finishes the drill when none is left). */
    const ask = async (drill: FaqDrill) => {
      const answered = new Set(drill.answers.map((a) => a.seq));
      const index = drill.questions.findIndex((q) => !answered.has(q.seq));
      if (drill.status === 1) return set({ drill, phase: 'summary', deadline: null });
      if (index < 0) return finish(drill);
      set({ drill, index, phase: 'speaking', deadline: null, draft: '', feedback: null });
    };

    const finish = async (drill: FaqDrill) => {
      stopTimer();
      set({ drill, phase: 'finishing', deadline: null, failure: null });
      try {
        const done = (await calls.finish({ id: drill.id })).drill;
        if (!childTaskId) keepFreeDrill(storage, '');
        set({ drill: done, phase: 'summary' });
      } catch (error) {
        set({ phase: 'failed', failure: { error } });
      }
    };

    /** Sends the kept answers in order; true once none waits. */
    const send = async (): Promise<boolean> => {
      const drill = get().drill;
      if (!drill) return false;
      for (const pending of pendingAnswers(storage, drill.id)) {
        try {
          const { answer } = await calls.answer(
            { id: drill.id, seq: String(pending.seq) },
            { text: pending.text, mode: pending.mode, elapsedms: pending.elapsedms },
          );
          forgetPending(storage, drill.id, pending.seq);
          failures = 0;
          const current = get().drill ?? drill;
          const answers = [...current.answers.filter((a) => a.seq !== answer.seq), answer];
          set({
            drill: { ...current, answers },
            offline: false,
            waiting: null,
            ...(answer.seq === currentQuestion(get())?.seq ? { feedback: answer, phase: 'feedback' } : {}),
          });
        } catch (error) {
          if (!isNetworkFailure(error)) {
            // The server refused it for good (a finished drill, say): nothing to send again.
            forgetPending(storage, drill.id, pending.seq);
            set({ waiting: null, phase: 'failed', failure: { error } });
            return false;
          }
          failures += 1;
          set({ offline: true, waiting: pending });
          if (retryTimer !== null) clock.clearTimeout(retryTimer);
          retryTimer = clock.setTimeout(() => {
            retryTimer = null;
            void send();
          }, outboxBackoffMs(failures));
          return false;
        }
      }
      return true;
    };

    return {
      drill: null,
      phase: 'loading',
      index: 0,
      deadline: null,
      draft: '',
      feedback: null,
      waiting: null,
      offline: false,
      failure: null,

      async load() {
        set({ phase: 'loading', failure: null });
        try {
          const kept = childTaskId ? '' : keptFreeDrill(storage);
          const drill = kept
            ? (await calls.read({ id: kept }).catch(() => calls.start({}, { childtaskid: '' }))).drill
            : (await calls.start({}, { childtaskid: childTaskId })).drill;
          if (!childTaskId) keepFreeDrill(storage, drill.status === 0 ? drill.id : '');
          set({ drill });
          if (!(await send())) return;
          await ask(get().drill ?? drill);
        } catch (error) {
          set({ phase: 'failed', failure: { error } });
        }
      },

      questionSpoken() {
        const question = currentQuestion(get());
        if (!question || get().phase !== 'speaking') return;
        askedAt = clock.now();
        const thinking = (get().drill?.thinkingseconds ?? 0) * 1000;
        if (question.thinking === 1 && thinking > 0) countdown('thinking', thinking);
        else startAnswering();
      },

      setDraft(text) {
        set({ draft: text });
      },

      async answer(mode = 'typed', text) {
        const { drill, phase } = get();
        const question = currentQuestion(get());
        if (!drill || !question || (phase !== 'answering' && phase !== 'thinking')) return;
        stopTimer();
        const limit = answerLimitMs(drill, question);
        const pending: PendingAnswer = { seq: question.seq, text: (text ?? get().draft).trim(), mode, elapsedms: Math.min(clock.now() - askedAt, limit) };
        keepPending(storage, drill.id, pending);
        set({ phase: 'sending', deadline: null, waiting: pending });
        await send();
      },

      async next() {
        const { drill, phase } = get();
        if (!drill || phase !== 'feedback') return;
        if (get().index + 1 >= drill.questions.length) return finish(drill);
        await ask(drill);
      },

      async retry() {
        if (retryTimer !== null) clock.clearTimeout(retryTimer);
        retryTimer = null;
        const drill = get().drill;
        if (!drill) return get().load();
        if (get().phase === 'failed' && get().waiting === null) return get().load();
        await send();
      },

      stop() {
        stopTimer();
        if (retryTimer !== null) clock.clearTimeout(retryTimer);
        retryTimer = null;
      },
    };
  });
}
