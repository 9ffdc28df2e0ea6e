import type { StateCreator, StoreApi } from 'zustand/vanilla';
import { isNetworkFailure } from '../api/client.js';
import { createOutbox, type Outbox } from '../outbox/outbox.js';
import type { FaqAnswerResult, FaqDrill, FaqDrillQuestion } from '../schemas/faq.js';
import { answerLimitMs, forgetPending, keepPending, keptFreeDrill, keepFreeDrill, pendingAnswers, type PendingAnswer } from './drillDevice.js';
import type { FaqDrillOptions, FaqDrillState } from './drillTypes.js';

/** The question being asked, if any. */
export const currentQuestion = (state: Pick<FaqDrillState, 'drill' | 'index'>): FaqDrillQuestion | null => state.drill?.questions[state.index] ?? null;

/** The drill store's data, before anything is loaded. */
export const initialDrillState = {
  drill: null,
  phase: 'loading',
  index: 0,
  deadline: null,
  draft: '',
  feedback: null,
  waiting: null,
  offline: false,
  failure: null,
} satisfies Partial<FaqDrillState>;

type SetDrill = StoreApi<FaqDrillState>['setState'];
type GetDrill = StoreApi<FaqDrillState>['getState'];

/** What the drill's slices share besides the state: its countdown, its outbox and the moves between questions. */
export interface DrillKit {
  options: FaqDrillOptions;
  countdown(phase: 'thinking' | 'answering', ms: number): void;
  startAnswering(): void;
  stopTimer(): void;
  /** Moves to the first question without an answer (or finishes the drill when none is left). */
  ask(drill: FaqDrill): Promise<void>;
  finish(drill: FaqDrill): Promise<void>;
  /** Sends what waits through the outbox (started again if the page stopped it); true once none waits. */
  send(): Promise<boolean>;
  /** Stops the outbox's retries and listening; what waits stays on the device. */
  stopSending(): void;
  /** When the current question ended (its audio), for the answer's elapsed time. */
  askedAt: number;
}

/** The acknowledged answer joins the drill; it is the feedback when it answers the question on screen. */
function acknowledged(get: GetDrill, set: SetDrill, answer: FaqAnswerResult): void {
  const current = get().drill;
  if (!current) return;
  const answers = [...current.answers.filter((a) => a.seq !== answer.seq), answer];
  set({
    drill: { ...current, answers },
    offline: false,
    waiting: null,
    ...(answer.seq === currentQuestion(get())?.seq ? { feedback: answer, phase: 'feedback' as const } : {}),
  });
}

/** The drill's answers through the one outbox: kept on the device, sent in order, retried while offline. */
function drillOutbox({ calls, clock, storage }: FaqDrillOptions, set: SetDrill, get: GetDrill): Outbox {
  const drillId = () => get().drill?.id ?? '';
  return createOutbox({
    pending: () => (drillId() ? pendingAnswers(storage, drillId()) : []),
    send: (pending: PendingAnswer) =>
      calls.answer({ id: drillId(), seq: String(pending.seq) }, { text: pending.text, mode: pending.mode, elapsedms: pending.elapsedms }),
    sent(pending, { answer }) {
      forgetPending(storage, drillId(), pending.seq);
      acknowledged(get, set, answer);
    },
    retryable: isNetworkFailure,
    refused(pending, error) {
      // The server refused it for good (a finished drill, say): nothing to send again.
      forgetPending(storage, drillId(), pending.seq);
      set({ waiting: null, phase: 'failed', failure: { error } });
      return 'stop';
    },
    clock,
    onOffline: (offline) => set({ offline }),
    onFlushed(result) {
      if (result.retry) set({ waiting: pendingAnswers(storage, drillId())[0] ?? null });
    },
  });
}

/** Moves to the first question without an answer (or finishes the drill when none is left). */
async function askFirstUnanswered(kit: DrillKit, set: SetDrill, drill: FaqDrill): Promise<void> {
  const answered = new Set(drill.answers.map((a) => a.seq));
  const index = drill.questions.findIndex((q) => !answered.has(q.seq));
  if (drill.status === 1) return set({ drill, phase: 'summary', deadline: null });
  if (index < 0) return kit.finish(drill);
  set({ drill, index, phase: 'speaking', deadline: null, draft: '', feedback: null });
}

/** Finishes the drill on the server: the summary follows; a free drill is no longer kept for resuming. */
async function finishDrill(kit: DrillKit, set: SetDrill, drill: FaqDrill): Promise<void> {
  const { calls, childTaskId, checkinId, storage } = kit.options;
  kit.stopTimer();
  set({ drill, phase: 'finishing', deadline: null, failure: null });
  try {
    const done = (await calls.finish({ id: drill.id })).drill;
    if (!childTaskId && !checkinId) keepFreeDrill(storage, '');
    set({ drill: done, phase: 'summary' });
  } catch (error) {
    set({ phase: 'failed', failure: { error } });
  }
}

/** Builds the kit the drill's slices share, over the store's `set` and `get`. */
export function createDrillKit(options: FaqDrillOptions, set: SetDrill, get: GetDrill): DrillKit {
  const { clock } = options;
  let timer: unknown = null;
  let started = false;
  const outbox = drillOutbox(options, set, get);
  const kit: DrillKit = {
    options,
    askedAt: 0,
    stopTimer() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
    countdown(phase, ms) {
      kit.stopTimer();
      set({ phase, deadline: clock.now() + ms });
      timer = clock.setTimeout(() => {
        timer = null;
        if (phase === 'thinking') kit.startAnswering();
        else void get().answer();
      }, ms);
    },
    startAnswering: () => kit.countdown('answering', (get().drill?.answerseconds ?? 0) * 1000),
    ask: (drill) => askFirstUnanswered(kit, set, drill),
    finish: (drill) => finishDrill(kit, set, drill),
    async send() {
      if (!started) outbox.start();
      started = true;
      return (await outbox.flush()).error === null;
    },
    stopSending() {
      started = false;
      outbox.stop();
    },
  };
  return kit;
}

type QuestionActions = Pick<FaqDrillState, 'load' | 'questionSpoken' | 'setDraft' | 'next' | 'stop'>;

/** Asking: loading (or resuming) the drill, the question's countdowns, moving on, stopping with the page. */
export const createQuestionSlice =
  (kit: DrillKit): StateCreator<FaqDrillState, [], [], QuestionActions> =>
  (set, get) => ({
    async load() {
      const { calls, childTaskId, checkinId = '', storage } = kit.options;
      const free = !childTaskId && !checkinId;
      set({ phase: 'loading', failure: null });
      try {
        const kept = free ? keptFreeDrill(storage) : '';
        const drill = kept
          ? (await calls.read({ id: kept }).catch(() => calls.start({}, { childtaskid: '', checkinid: '' }))).drill
          : (await calls.start({}, { childtaskid: childTaskId, checkinid: childTaskId ? '' : checkinId })).drill;
        if (free) keepFreeDrill(storage, drill.status === 0 ? drill.id : '');
        set({ drill });
        if (!(await kit.send())) return;
        await kit.ask(get().drill ?? drill);
      } catch (error) {
        set({ phase: 'failed', failure: { error } });
      }
    },
    questionSpoken() {
      const question = currentQuestion(get());
      if (!question || get().phase !== 'speaking') return;
      kit.askedAt = kit.options.clock.now();
      const thinking = (get().drill?.thinkingseconds ?? 0) * 1000;
      if (question.thinking === 1 && thinking > 0) kit.countdown('thinking', thinking);
      else kit.startAnswering();
    },
    setDraft(text) {
      set({ draft: text });
    },
    async next() {
      const { drill, phase } = get();
      if (!drill || phase !== 'feedback') return;
      if (get().index + 1 >= drill.questions.length) return kit.finish(drill);
      await kit.ask(drill);
    },
    stop() {
      kit.stopTimer();
      kit.stopSending();
    },
  });

/** Answering: the answer kept on the device first, then sent through the outbox; `retry` sends what waits now. */
export const createAnswerSlice =
  (kit: DrillKit): StateCreator<FaqDrillState, [], [], Pick<FaqDrillState, 'answer' | 'retry'>> =>
  (set, get) => ({
    async answer(mode = 'typed', text) {
      const { drill, phase } = get();
      const question = currentQuestion(get());
      if (!drill || !question || (phase !== 'answering' && phase !== 'thinking')) return;
      kit.stopTimer();
      const elapsedms = Math.min(kit.options.clock.now() - kit.askedAt, answerLimitMs(drill, question));
      const pending: PendingAnswer = { seq: question.seq, text: (text ?? get().draft).trim(), mode, elapsedms };
      keepPending(kit.options.storage, drill.id, pending);
      set({ phase: 'sending', deadline: null, waiting: pending });
      await kit.send();
    },
    async retry() {
      const drill = get().drill;
      if (!drill) return get().load();
      if (get().phase === 'failed' && get().waiting === null) return get().load();
      await kit.send();
    },
  });
