import type { Clock } from '../time/clock.js';
import { createPracticeTimers, type PracticeMoment } from './timers.js';

/** What the timers read of the practice store's state, and the calls they make. */
interface TimedState extends Omit<PracticeMoment, 'online'> {
  connection: string;
  silence(): Promise<void>;
  timeout(): Promise<void>;
}

export interface TimedStore {
  getState(): TimedState;
  subscribe(listener: (state: TimedState) => void): () => void;
}

const momentOf = (state: TimedState): PracticeMoment => ({
  session: state.session,
  online: state.connection === 'online',
  busy: state.busy,
  customerSpeaking: state.customerSpeaking,
  learnerSpeaking: state.learnerSpeaking,
  draft: state.draft,
});

const sameMoment = (a: PracticeMoment, b: PracticeMoment) => (Object.keys(a) as (keyof PracticeMoment)[]).every((key) => a[key] === b[key]);

/**
 * Runs the silence rule and the answer time (`createPracticeTimers`) on the store's state while a
 * socket is attached: `practice:silence` and `practice:timeout` go out through the store's calls.
 * Answers the way to stop them.
 */
export function runSessionTimers(store: TimedStore, clock: Clock): () => void {
  const timers = createPracticeTimers({ clock, onSilence: () => void store.getState().silence(), onTimeout: () => void store.getState().timeout() });
  let last = momentOf(store.getState());
  timers.update(last);
  const unsubscribe = store.subscribe((state) => {
    const moment = momentOf(state);
    if (sameMoment(moment, last)) return;
    last = moment;
    timers.update(moment);
  });
  return () => {
    unsubscribe();
    timers.dispose();
  };
}
