import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { manualClock, settle } from '../testing/manualClock.js';
import { memoryStorage, storedRecords } from './deviceStorage.js';
import { createOutbox, outboxBackoffMs, sendWaiting, type OutboxConnectivity, type OutboxFlush } from './outbox.js';

const offline = () => new ApiError(0, 'network', 0, 'errors.network');
const refusal = () => new ApiError(40001, 'no', 400, undefined);
const isItem = (value: unknown): value is { n: number } => typeof (value as { n?: unknown } | null)?.n === 'number';

/** An outbox over records kept in memory storage, whose sends answer as `answers` says, in turn. */
function anOutbox({
  answers = [] as ('ok' | 'offline' | 'refused')[],
  connectivity = undefined as OutboxConnectivity | undefined,
  stopOnRefusal = false,
} = {}) {
  const { clock, pass } = manualClock();
  const storage = memoryStorage();
  const records = storedRecords(storage, 'items', isItem);
  const sends: number[] = [];
  const offlineSeen: boolean[] = [];
  const flushed: OutboxFlush[] = [];
  const outbox = createOutbox({
    pending: () => records.all(),
    send: async (item: { n: number }) => {
      sends.push(item.n);
      const answer = answers.shift() ?? 'ok';
      if (answer === 'offline') throw offline();
      if (answer === 'refused') throw refusal();
      return `took ${item.n}`;
    },
    sent: (item) => records.remove(String(item.n)),
    retryable: (error) => error instanceof ApiError && error.status === 0,
    refused: (item) => {
      records.remove(String(item.n));
      return stopOnRefusal ? 'stop' : 'next';
    },
    clock,
    connectivity,
    onOffline: (value) => offlineSeen.push(value),
    onFlushed: (result) => flushed.push(result),
  });
  const give = (n: number) => {
    records.put(String(n), { n });
    outbox.added();
  };
  return { outbox, records, storage, sends, offlineSeen, flushed, give, pass };
}

describe('the outbox', () => {
  it('sends what waits in the order it was kept and forgets each once the server has it', async () => {
    const box = anOutbox();
    box.records.put('1', { n: 1 });
    box.records.put('2', { n: 2 });
    expect(await box.outbox.flush()).toEqual({ sent: 2, left: 0, error: null, retry: false });
    expect(box.sends).toEqual([1, 2]);
    expect(box.records.all()).toEqual([]);
    expect(box.storage.size).toBe(0);
  });

  it('stops at a failure worth retrying, keeps the rest and retries with back-off until it goes through', async () => {
    const box = anOutbox({ answers: ['ok', 'offline', 'offline', 'offline'] });
    box.records.put('1', { n: 1 });
    box.records.put('2', { n: 2 });
    box.records.put('3', { n: 3 });
    const first = await box.outbox.flush();
    expect(first).toMatchObject({ sent: 1, left: 2, retry: true });
    expect(box.offlineSeen.at(-1)).toBe(true);
    await box.pass(999);
    expect(box.sends).toEqual([1, 2]);
    await box.pass(1);
    expect(box.sends).toEqual([1, 2, 2]);
    await box.pass(2000);
    expect(box.sends).toEqual([1, 2, 2, 2]);
    await box.pass(4000);
    expect(box.sends).toEqual([1, 2, 2, 2, 2, 3]);
    expect(box.records.all()).toEqual([]);
    expect(box.offlineSeen.at(-1)).toBe(false);
  });

  it('backs off from 1 s doubling to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(outboxBackoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('drops an item refused for good and goes on, or stops there when the flow says so, without retrying', async () => {
    const goesOn = anOutbox({ answers: ['refused', 'ok'] });
    goesOn.records.put('1', { n: 1 });
    goesOn.records.put('2', { n: 2 });
    expect(await goesOn.outbox.flush()).toMatchObject({ sent: 1, left: 0, error: null });
    expect(goesOn.records.all()).toEqual([]);

    const stops = anOutbox({ answers: ['refused'], stopOnRefusal: true });
    stops.records.put('1', { n: 1 });
    stops.records.put('2', { n: 2 });
    const result = await stops.outbox.flush();
    expect(result).toMatchObject({ sent: 0, left: 1, retry: false });
    expect(result.error).toBeInstanceOf(ApiError);
    await stops.pass(60_000);
    expect(stops.sends).toEqual([1]);
    expect(stops.records.all()).toEqual([{ n: 2 }]);
  });

  it('runs one flush at a time: one asked for during a run shares it and runs it once more', async () => {
    const box = anOutbox();
    box.records.put('1', { n: 1 });
    const first = box.outbox.flush();
    box.records.put('2', { n: 2 });
    const second = box.outbox.flush();
    expect(second).toBe(first);
    await first;
    expect(box.sends).toEqual([1, 2]);
  });

  it('sends a new item at once, but not while sends are failing: the retry or the connection brings it', async () => {
    let resume = () => undefined as void;
    const connectivity: OutboxConnectivity = {
      watch: (on) => {
        resume = on.resume;
        return () => undefined;
      },
    };
    const box = anOutbox({ answers: ['offline'], connectivity });
    box.outbox.start();
    box.give(1);
    await settle();
    expect(box.sends).toEqual([1]);
    box.give(2);
    await settle();
    expect(box.sends).toEqual([1]);
    resume();
    await settle();
    expect(box.sends).toEqual([1, 1, 2]);
    expect(box.records.all()).toEqual([]);
  });

  it('follows the platform on the connection where it says, and the sends where it cannot', async () => {
    let on: { resume(): void; lost(): void } = { resume: () => undefined, lost: () => undefined };
    const box = anOutbox({
      answers: ['offline'],
      connectivity: {
        online: () => false,
        watch: (listeners) => {
          on = listeners;
          return () => undefined;
        },
      },
    });
    box.outbox.start();
    await settle();
    expect(box.offlineSeen).toEqual([true]);
    on.resume();
    on.lost();
    await settle();
    expect(box.offlineSeen).toEqual([true, false, true]);
  });

  it('stops retrying once stopped, keeping what waits on the device', async () => {
    const box = anOutbox({ answers: ['offline'] });
    box.records.put('1', { n: 1 });
    await box.outbox.flush();
    box.outbox.stop();
    await box.pass(60_000);
    expect(box.sends).toEqual([1]);
    expect(box.records.all()).toEqual([{ n: 1 }]);
  });
});

describe('one pass over what waits, with no outbox running', () => {
  it('sends in order and stops at a failure, leaving the rest kept', async () => {
    const records = storedRecords(memoryStorage(), 'items', isItem);
    records.put('1', { n: 1 });
    records.put('2', { n: 2 });
    const sends: number[] = [];
    const items = {
      pending: () => records.all(),
      send: async (item: { n: number }) => {
        sends.push(item.n);
        if (item.n === 2) throw offline();
        return item.n;
      },
      sent: (item: { n: number }) => records.remove(String(item.n)),
    };
    const result = await sendWaiting(items);
    expect(result).toMatchObject({ sent: 1, left: 1, retry: true });
    expect(sends).toEqual([1, 2]);
    expect(records.all()).toEqual([{ n: 2 }]);
  });
});

describe('records kept in device storage', () => {
  it('keeps records by key in the order first kept, replacing a record kept again', () => {
    const records = storedRecords(memoryStorage(), 'k', isItem);
    records.put('a', { n: 1 });
    records.put('b', { n: 2 });
    records.put('a', { n: 3 });
    expect(records.all()).toEqual([{ n: 3 }, { n: 2 }]);
    expect(records.get('b')).toEqual({ n: 2 });
  });

  it('reads what an earlier version kept in another shape, and keeps the current shape from the next write', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify({ version: 1, items: [{ n: 1 }, { n: 2 }] }));
    const older = (stored: unknown) => ((stored as { items?: { n: number }[] }).items ?? []).map((item) => [String(item.n), item]);
    const records = storedRecords(storage, 'k', isItem, { older });
    expect(records.all()).toEqual([{ n: 1 }, { n: 2 }]);
    records.remove('1');
    expect(JSON.parse(storage.getItem('k') ?? '')).toEqual([['2', { n: 2 }]]);
    expect(records.all()).toEqual([{ n: 2 }]);
  });

  it('reads past what no longer has the shape, and goes on when storage refuses', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify([['a', { n: 1 }], ['b', { other: true }], 'junk']));
    expect(storedRecords(storage, 'k', isItem).all()).toEqual([{ n: 1 }]);
    storage.setItem('broken', '{not json');
    expect(storedRecords(storage, 'broken', isItem).all()).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const records = storedRecords(refusing, 'k', isItem);
    expect(() => records.put('a', { n: 1 })).not.toThrow();
    expect(records.all()).toEqual([]);
  });
});
