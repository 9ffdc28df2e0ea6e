import { describe, expect, it, vi } from 'vitest';
import { manualClock, settle } from '../testing/manualClock.js';
import { anAttempt, fakeExamServer, memoryDevice, testConnectivity } from './attemptFakes.js';
import { createExamSessionStore, type ExamPhase } from './examSessionStore.js';

const AHEAD = 2_000;

function session(device = memoryDevice({ async: true })) {
  const { clock, pass: advance } = manualClock(1_000_000);
  const start = anAttempt('attempt-1', clock.now() + AHEAD);
  const server = fakeExamServer(() => clock.now() + AHEAD, start);
  const network = testConnectivity();
  let opened = 0;
  const newSaveIds = () =>
    Promise.resolve(
      (
        (seed) => () =>
          `${seed}-${(opened += 1)}`
      )(`open-${opened}`),
    );
  const store = createExamSessionStore({
    childId: 'child-1',
    device: device.device,
    calls: server.calls,
    connectivity: network.connectivity,
    newSaveIds,
    clock,
  });
  return { store, server, device, advance, network };
}

const taking = (phase: ExamPhase) => {
  if (phase.kind !== 'taking') throw new Error(`expected the attempt, got ${phase.kind}`);
  return phase;
};

describe("a learner's exam session", () => {
  it('resumes the attempt in progress from the device while offline, with the answers the device kept', async () => {
    const first = session();
    await first.store.getState().load();
    const online = taking(first.store.getState().phase);
    expect(online.fromCache).toBe(false);
    expect(online.attempt.getState().offset).toBe(AHEAD);
    first.server.state.network = 'offline';
    await online.attempt.getState().answer({ questionid: '1', choices: ['A'], fills: [] });
    first.store.getState().stop();

    // The app opens again, still offline.
    const again = session(first.device);
    again.server.state.network = 'offline';
    const querytime = vi.spyOn(again.server.calls, 'querytime');
    await again.store.getState().load();
    const offline = taking(again.store.getState().phase);
    expect(offline.fromCache).toBe(true);
    expect(offline.attempt.getState()).toMatchObject({ offset: AHEAD, answers: { '1': { choices: ['A'], synced: false } } });
    expect(querytime).toHaveBeenCalledTimes(1);
    await settle();
    expect(again.server.saves).toEqual([]);

    again.server.state.network = 'online';
    again.network.resume();
    await settle();
    expect(again.server.held.get('1')?.choices).toEqual(['A']);
    expect(offline.attempt.getState().answers['1']?.synced).toBe(true);
  });

  it('sends what a settled attempt left on the device before showing the result, then forgets the attempt', async () => {
    const first = session();
    await first.store.getState().load();
    first.server.state.network = 'offline';
    await taking(first.store.getState().phase)
      .attempt.getState()
      .answer({ questionid: '0', choices: ['A'], fills: [] });
    first.store.getState().stop();

    // The deadline passed while the app was closed: the server submitted what it had.
    const later = session(first.device);
    later.server.state.status = 'submitted';
    await later.store.getState().load();
    expect(later.store.getState().phase).toMatchObject({ kind: 'result', result: { answeredCount: 1 }, cover: { status: 'submitted' }, timedOut: true });
    expect(later.server.held.get('0')?.choices).toEqual(['A']);
    await expect(Promise.resolve(first.device.device.attempt())).resolves.toBeNull();
    expect(first.device.outbox('attempt-1')).toEqual([]);
  });

  it('shows the result once the running attempt is submitted, and stops the attempt', async () => {
    const { store, server, advance } = session();
    await store.getState().load();
    const { attempt } = taking(store.getState().phase);
    await expect(attempt.getState().submit(() => Promise.resolve(true))).resolves.toEqual({ kind: 'submitted' });
    await settle();
    expect(store.getState().phase).toMatchObject({ kind: 'result', timedOut: false, history: [{ attempt: 1, status: 'submitted', score: 100 }] });
    const querytime = vi.spyOn(server.calls, 'querytime');
    await advance(60_000);
    expect(querytime).not.toHaveBeenCalled();
  });

  it('drops what a stopped session was still waiting for', async () => {
    const { store } = session();
    const loading = store.getState().load();
    store.getState().stop();
    await loading;
    expect(store.getState().phase).toEqual({ kind: 'loading' });
  });

  it('says the time ran out when the deadline handed the running attempt in', async () => {
    const { store, server, advance } = session();
    await store.getState().load();
    await taking(store.getState().phase)
      .attempt.getState()
      .answer({ questionid: '0', choices: ['A'], fills: [] });
    await advance(30 * 60_000);
    expect(store.getState().phase).toMatchObject({ kind: 'result', timedOut: true, history: [{ attempt: 1, submittedBy: 'deadline' }] });
    expect(server.submits).toEqual([]);
  });

  it('shows the result without the history when the history cannot be read', async () => {
    const { store, server } = session();
    server.state.status = 'submitted';
    server.state.logs = 'offline';
    await store.getState().load();
    expect(store.getState().phase).toMatchObject({ kind: 'result', result: { score: 100 }, history: null });
  });
});
