import { describe, expect, it } from 'vitest';
import { batchCalls } from './batching.js';

describe('batchCalls', () => {
  it('runs the calls made together as one batch and the calls made while it runs as the next, each getting its own answer', async () => {
    const batches: number[][] = [];
    const double = batchCalls(async (inputs: number[]) => {
      batches.push(inputs);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return inputs.map((input) => input * 2);
    });
    const first = Promise.all([1, 2].map(double));
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answers = await Promise.all([first, Promise.all([3, 4].map(double))]);
    expect(answers).toEqual([
      [2, 4],
      [6, 8],
    ]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(await double(5)).toBe(10);
  });

  it('fails only the batch whose run failed, splits by the maximum, and keeps working afterwards', async () => {
    const batches: number[][] = [];
    const load = batchCalls(
      async (inputs: number[]) => {
        batches.push(inputs);
        await Promise.resolve();
        if (inputs.includes(0)) throw new Error('bad batch');
        return inputs;
      },
      { maxBatch: 2 },
    );
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(load));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(batches).toEqual([[0, 1], [2, 3], [4]]);
    expect(await load(7)).toBe(7);
  });
});
