import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/manualClock.js';
import { createPracticeTimers, type PracticeMoment } from './timers.js';

const running = (silencems: number | null, answertimeoutms: number | null) => ({ status: 'running' as const, silencems, answertimeoutms });
const moment = (change: Partial<PracticeMoment> = {}): PracticeMoment => ({
  session: running(2000, null),
  online: true,
  busy: false,
  customerSpeaking: false,
  learnerSpeaking: false,
  draft: '',
  ...change,
});

function timersOn() {
  const { clock, advance } = manualClock();
  const calls: string[] = [];
  const timers = createPracticeTimers({ clock, onSilence: () => calls.push('silence'), onTimeout: () => calls.push('timeout') });
  return { timers, calls, advance };
}

describe('practice timers', () => {
  it('send the silence once the customer has finished and the learner says nothing for the rule’s time', () => {
    const { timers, calls, advance } = timersOn();
    const session = running(2000, null);
    timers.update(moment({ session, customerSpeaking: true }));
    advance(5000);
    expect(calls).toEqual([]);
    timers.update(moment({ session }));
    advance(1999);
    expect(calls).toEqual([]);
    advance(1);
    expect(calls).toEqual(['silence']);
  });

  it('hold while the learner types or speaks, and restart the silence on each keystroke', () => {
    const { timers, calls, advance } = timersOn();
    const session = running(2000, null);
    timers.update(moment({ session }));
    advance(1500);
    timers.update(moment({ session, draft: '您' }));
    advance(10_000);
    timers.update(moment({ session, draft: '您', learnerSpeaking: true }));
    advance(10_000);
    expect(calls).toEqual([]);
    timers.update(moment({ session, draft: ' ' }));
    advance(1500);
    timers.update(moment({ session, draft: '' }));
    advance(1500);
    expect(calls).toEqual([]);
    advance(500);
    expect(calls).toEqual(['silence']);
  });

  it('do not re-arm when nothing that concerns them changed', () => {
    const { timers, calls, advance } = timersOn();
    const session = running(2000, 3000);
    timers.update(moment({ session }));
    advance(1000);
    timers.update(moment({ session }));
    advance(1000);
    expect(calls).toEqual(['silence']);
    advance(1000);
    expect(calls).toEqual(['silence', 'timeout']);
  });

  it('run the answer time from the customer’s last word, kept across a pause in the waiting', () => {
    const { timers, calls, advance } = timersOn();
    const session = running(null, 3000);
    timers.update(moment({ session }));
    advance(2000);
    // A call goes out (busy) and comes back with the same view: the answer time is not given again.
    timers.update(moment({ session, busy: true }));
    advance(500);
    timers.update(moment({ session }));
    advance(499);
    expect(calls).toEqual([]);
    advance(1);
    expect(calls).toEqual(['timeout']);
    // A new view starts the turn again.
    timers.update(moment({ session: running(null, 3000) }));
    advance(2999);
    expect(calls).toEqual(['timeout']);
    advance(1);
    expect(calls).toEqual(['timeout', 'timeout']);
  });

  it('run nothing while paused, offline, waiting for a reply, or after dispose', () => {
    const { timers, calls, advance } = timersOn();
    timers.update(moment({ session: { status: 'paused', silencems: 1000, answertimeoutms: 1000 } }));
    advance(5000);
    timers.update(moment({ session: running(1000, 1000), online: false }));
    advance(5000);
    timers.update(moment({ session: running(1000, 1000), busy: true }));
    advance(5000);
    expect(calls).toEqual([]);
    timers.update(moment({ session: running(1000, 1000) }));
    timers.dispose();
    advance(5000);
    expect(calls).toEqual([]);
  });
});
