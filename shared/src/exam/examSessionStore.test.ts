import { describe, expect, it, vi } from 'vitest';
import { manualClock, settle } from '../testing/manualClock.js';
import { anAttempt, FAKE_PAPER, fakeExamServer, memoryDevice, testConnectivity } from './attemptFakes.js';
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
  return { store, server, device, advance, network, serverNow: () => clock.now() + AHEAD };
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

  it('offers Start on the cover when the window opens, on the server clock and without asking again, then starts', async () => {
    const { store, server, advance, serverNow } = session();
    server.state.started = false;
    server.state.opensAt = serverNow() + 90_000;
    const token = vi.spyOn(server.calls, 'token');
    await store.getState().load();
    expect(store.getState().phase).toMatchObject({ kind: 'cover', cover: { canStart: false, blocked: 'errors.exam.notOpen', key: 'n1' } });
    await advance(89_000);
    expect(store.getState().phase).toMatchObject({ kind: 'cover', cover: { canStart: false } });
    await advance(1_000);
    expect(store.getState().phase).toMatchObject({ kind: 'cover', cover: { canStart: true, blocked: '', key: 'n1', opensAt: null } });
    expect(token).toHaveBeenCalledTimes(1);
    await store.getState().begin('n1');
    expect(store.getState().phase.kind).toBe('taking');
  });

  it('leaves a cover whose window opens more than a day later as it is', async () => {
    const { store, server, advance, serverNow } = session();
    server.state.started = false;
    server.state.opensAt = serverNow() + 2 * 24 * 60 * 60_000;
    await store.getState().load();
    await advance(25 * 60 * 60_000);
    expect(store.getState().phase).toMatchObject({ kind: 'cover', cover: { canStart: false } });
  });

  describe('the paper kept ahead of the start', () => {
    const cover = async () => {
      const opened = session();
      opened.server.state.started = false;
      await opened.store.getState().load();
      expect(opened.store.getState().phase).toMatchObject({ kind: 'cover', cover: { key: 'n1', paperversion: FAKE_PAPER.version } });
      return opened;
    };

    it('keeps the sealed paper when the cover shows, then starts naming it and opens the questions from it', async () => {
      const { store, server, device } = await cover();
      await expect(Promise.resolve(device.device.paper())).resolves.toMatchObject({ version: FAKE_PAPER.version });
      const paper = vi.spyOn(server.calls, 'paper');
      await store.getState().begin('n1');
      expect(server.starts).toEqual([FAKE_PAPER.version]);
      const { start } = taking(store.getState().phase);
      expect(start.paper.questions.map((question) => question.text)).toEqual(['题0', '题1', '题2']);
      expect(start.paperkey).toBe('');
      // The copy kept for opening offline holds the questions, not the key.
      await expect(Promise.resolve(device.device.attempt())).resolves.toMatchObject({ start: { paper: { questions: start.paper.questions } } });
      expect(paper).not.toHaveBeenCalled();
    });

    it('fetches the paper again when the cover names another version, and once only', async () => {
      const { store, server, device } = await cover();
      server.state.paperVersion = 'version-2';
      const paper = vi.spyOn(server.calls, 'paper');
      await store.getState().load();
      await store.getState().load();
      expect(paper).toHaveBeenCalledTimes(1);
      await expect(Promise.resolve(device.device.paper())).resolves.toMatchObject({ version: 'version-2' });
    });

    it('is answered with the questions when the paper changed after it was kept', async () => {
      const { store, server } = await cover();
      server.state.paperVersion = 'version-2';
      await store.getState().begin('n1');
      expect(server.starts).toEqual([FAKE_PAPER.version]);
      expect(taking(store.getState().phase).start.paper.questions).toHaveLength(3);
    });

    it('asks for the questions again when the kept copy does not open', async () => {
      const { store, server, device } = await cover();
      await device.device.keepPaper({ version: FAKE_PAPER.version, sealed: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      await store.getState().begin('n1');
      expect(server.starts).toEqual([FAKE_PAPER.version, '']);
      expect(taking(store.getState().phase).start.paper.questions).toHaveLength(3);
    });

    it('starts with the questions when the paper could not be kept', async () => {
      const first = session();
      first.server.state.started = false;
      vi.spyOn(first.server.calls, 'paper').mockRejectedValue(new Error('offline for a moment'));
      await first.store.getState().load();
      await expect(Promise.resolve(first.device.device.paper())).resolves.toBeNull();
      await first.store.getState().begin('n1');
      expect(first.server.starts).toEqual(['']);
      expect(taking(first.store.getState().phase).start.paper.questions).toHaveLength(3);
    });
  });
});
