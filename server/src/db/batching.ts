import type { Db } from './client.js';
import { currentDb } from './operationScope.js';

/**
 * Batching for calls that arrive together. Without load a call runs on the next turn of the event
 * loop, alone. Under load — another batch ran in the last `busyMs` — a call waits `windowMs` for the
 * calls arriving behind it, and they run as one batch; calls made while a batch runs form the next
 * (at most `maxBatch` at a time). Then many requests share one statement instead of each paying for
 * its own: on the embedded database a statement costs about a millisecond whatever its row count,
 * and runs to its end inside one turn of the loop, so without the window nothing would ever wait
 * to be batched.
 */
export function batchCalls<I, O>(run: (inputs: I[]) => Promise<O[]>, { maxBatch = 256, windowMs = 3, busyMs = 20 } = {}): (input: I) => Promise<O> {
  let queue: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  let lastRun = Number.NEGATIVE_INFINITY;

  async function drain(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        const outputs = await run(batch.map((call) => call.input));
        batch.forEach((call, index) => call.resolve(outputs[index] as O));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    running = false;
    lastRun = performance.now();
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (running || queue.length > 1) return;
      if (performance.now() - lastRun < busyMs) setTimeout(() => void drain(), windowMs);
      else setImmediate(() => void drain());
    });
}

/** `batchCalls` kept once per database (or transaction): a batch never mixes two of them. */
export function batchPerDatabase<D extends object, I, O>(run: (db: D, inputs: I[]) => Promise<O[]>): (db: D, input: I) => Promise<O> {
  const batchers = new WeakMap<D, (input: I) => Promise<O>>();
  return (given, input) => {
    // Inside an operation the batch is the operation transaction's own (`operationScope.ts`).
    const db = currentDb(given);
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = batchCalls((inputs: I[]) => run(db, inputs));
      batchers.set(db, batcher);
    }
    return batcher(input);
  };
}

/** The answer to a call whose batch failed: run it on its own. */
export type Alone = { alone: true };

/**
 * `batchPerDatabase` whose batch runs in one transaction. If the batch fails, nothing of it was
 * committed, and every call of it is answered `alone`, to be tried again on its own.
 */
export function batchInTransaction<I, O>(run: (tx: Db, inputs: I[]) => Promise<O[]>): (db: Db, input: I) => Promise<O | Alone> {
  return batchPerDatabase(async (db: Db, inputs: I[]): Promise<(O | Alone)[]> => {
    try {
      return await db.transaction((tx) => run(tx, inputs));
    } catch {
      return inputs.map(() => ({ alone: true }));
    }
  });
}
