import { describe, expect, it, vi } from 'vitest';
import { manualClock, settle } from '../testing/manualClock.js';
import { anAttempt, fakeExamServer, memoryDevice, testConnectivity } from './attemptFakes.js';
import { createExamAttemptStore, QUERY_TIME_EVERY_MS, timingOf, waitingOf, type ExamAttemptOptions } from './attemptStore.js';

const KEY = 'attempt-1';
/** The server's clock runs this far ahead of the device's. */
const AHEAD = 5_000;

async function open(change: Partial<ExamAttemptOptions> & { async?: boolean; says?: boolean } = {}) {
  const { clock, pass: advance } = manualClock(1_000_000);
  const start = anAttempt(KEY, clock.now() + AHEAD);
  const server = fakeExamServer(() => clock.now() + AHEAD, start);
  const { device, outbox } = memoryDevice({ async: change.async });
  const network = testConnectivity({ says: change.says });
  let made = 0;
  const onSubmitted = vi.fn();
  const attempt = createExamAttemptStore({
    childId: 'child-1',
    start,
    offset: AHEAD,
    answers: {},
    fromCache: false,
    device,
    calls: server.calls,
    connectivity: network.connectivity,
    nextSaveId: () => `save-id-${(made += 1)}`,
    onSubmitted,
    clock,
    ...change,
  });
  attempt.getState().start();
  await settle();
  return { attempt, server, outbox: () => outbox(KEY), network, advance, onSubmitted, start, clock };
}

const given = (questionid: string, choice = 'A') => ({ questionid, choices: [choice], fills: [] });

describe('an exam attempt on the device', () => {
  it('keeps an answer on the device before showing it given, then marks it synced once the server acknowledges it', async () => {
    const { attempt, server, outbox, clock } = await open({ async: true });
    const writing = attempt.getState().answer(given('0'));
    expect(attempt.getState().writing).toBe(1);
    expect(attempt.getState().answers).toEqual({});
    await writing;
    expect(outbox()).toEqual([{ questionid: '0', choices: ['A'], fills: [], at: clock.now() + AHEAD, saveid: 'save-id-1', synced: false }]);
    expect(attempt.getState().writing).toBe(0);
    await settle();
    expect(server.saves).toEqual(['save-id-1']);
    expect(attempt.getState().answers['0']).toMatchObject({ saveid: 'save-id-1', synced: true });
    expect(outbox()[0]?.synced).toBe(true);
  });

  it('leaves an answer changed while its save is in flight unsynced, and sends the change after it', async () => {
    const { attempt, server, outbox } = await open();
    const save = server.calls.save;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(server.calls, 'save').mockImplementation(async (args, body) => {
      await held;
      return save(args, body);
    });
    const seen: string[] = [];
    attempt.subscribe(({ answers }) => {
      const shown = answers['0'] && `${answers['0'].saveid}:${answers['0'].synced}`;
      if (shown && shown !== seen.at(-1)) seen.push(shown);
    });
    attempt.getState().answer(given('0', 'A'));
    await settle();
    // The save of A is out; the learner changes the answer before it is acknowledged.
    attempt.getState().answer(given('0', 'B'));
    release();
    await settle();
    expect(server.saves).toEqual(['save-id-1', 'save-id-2']);
    // The acknowledgement of the first save did not mark the changed answer synced; only its own did.
    expect(seen).toEqual(['save-id-1:false', 'save-id-2:false', 'save-id-2:true']);
    expect(server.held.get('0')?.choices).toEqual(['B']);
    expect(outbox()).toEqual([expect.objectContaining({ saveid: 'save-id-2', synced: true })]);
  });

  it('keeps failed saves in the outbox, retries them with back-off, and sends at once when the connection returns', async () => {
    const { attempt, server, network, advance } = await open();
    server.state.network = 'offline';
    attempt.getState().answer(given('0'));
    await settle();
    expect(attempt.getState().offline).toBe(true);
    // While sends fail, another answer waits for the retry instead of sending at once.
    attempt.getState().answer(given('1'));
    await settle();
    expect(waitingOf(attempt.getState())).toBe(2);
    const attempts = vi.spyOn(server.calls, 'save');
    await advance(999);
    expect(attempts).not.toHaveBeenCalled();
    await advance(1);
    expect(attempts).toHaveBeenCalledTimes(1);
    await advance(1_999);
    expect(attempts).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(attempts).toHaveBeenCalledTimes(2);

    server.state.network = 'online';
    network.resume();
    await settle();
    expect(server.saves).toEqual(['save-id-1', 'save-id-2']);
    expect(attempt.getState()).toMatchObject({ offline: false, answers: { '0': { synced: true }, '1': { synced: true } } });
    await advance(60_000);
    expect(attempts).toHaveBeenCalledTimes(4);
  });

  it("follows the platform's own word on the connection where it has one", async () => {
    const { attempt, server, network } = await open({ says: true });
    server.state.network = 'offline';
    attempt.getState().answer(given('0'));
    await settle();
    expect(attempt.getState()).toMatchObject({ offline: false, answers: { '0': { synced: false } } });
    network.drop();
    expect(attempt.getState().offline).toBe(true);
    network.resume();
    await settle();
    expect(attempt.getState().offline).toBe(false);
  });

  it("counts down on the server's clock and, at the deadline, ends the attempt only once what was left is sent", async () => {
    const { attempt, server, network, advance, onSubmitted, start } = await open();
    expect(timingOf(attempt.getState()).remainingSeconds).toBe(30 * 60);
    await advance(60_000);
    expect(timingOf(attempt.getState()).remainingSeconds).toBe(29 * 60);
    server.state.network = 'offline';
    attempt.getState().answer(given('2'));
    await advance(start.attempt.deadline - AHEAD - 1_000_000 - 60_000);
    expect(timingOf(attempt.getState()).expired).toBe(true);
    expect(onSubmitted).not.toHaveBeenCalled();

    server.state.network = 'online';
    server.state.status = 'submitted';
    network.resume();
    await settle();
    expect(server.held.get('2')).toMatchObject({ saveid: 'save-id-1' });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    await advance(QUERY_TIME_EVERY_MS);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('takes a new offset and deadline from the clock query', async () => {
    const { attempt, start } = await open({ offset: 0, fromCache: true });
    await settle();
    expect(attempt.getState().offset).toBe(AHEAD);
    expect(attempt.getState().clock.deadline).toBe(start.attempt.deadline);
  });

  it('submits under one key per attempt: pressing again after a lost answer is the same submission', async () => {
    const { attempt, server, onSubmitted } = await open();
    attempt.getState().answer(given('0'));
    const confirm = vi.fn((_unanswered: number) => Promise.resolve(true));
    server.state.network = 'lostResponse';
    await expect(attempt.getState().submit(confirm)).resolves.toMatchObject({ kind: 'failed' });
    expect(confirm).toHaveBeenCalledWith(2);
    expect(onSubmitted).not.toHaveBeenCalled();
    server.state.network = 'online';
    await expect(attempt.getState().submit(confirm)).resolves.toEqual({ kind: 'submitted' });
    expect(server.submits).toEqual([
      { saveid: 'save-id-2', items: 1 },
      { saveid: 'save-id-2', items: 1 },
    ]);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(attempt.getState().submitting).toBeNull();
  });

  it('does not submit while answers still wait to be sent', async () => {
    const { attempt, server } = await open();
    server.state.network = 'offline';
    attempt.getState().answer(given('0'));
    const confirm = vi.fn((_unanswered: number) => Promise.resolve(true));
    await expect(attempt.getState().submit(confirm)).resolves.toEqual({ kind: 'unsynced', left: 1 });
    expect(confirm).not.toHaveBeenCalled();
    expect(server.submits).toEqual([]);
  });

  it('stops every timer and listener once disposed', async () => {
    const { attempt, server, network, advance } = await open();
    server.state.network = 'offline';
    attempt.getState().answer(given('0'));
    await settle();
    attempt.getState().dispose();
    const attempts = vi.spyOn(server.calls, 'save');
    network.resume();
    await advance(120_000);
    expect(attempts).not.toHaveBeenCalled();
  });
});
