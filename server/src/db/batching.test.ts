import { describe, expect, it } from 'vitest';
import { busyBatcher } from './batching.js';

describe('busyBatcher', () => {
  it('runs the first call alone and the calls made meanwhile together, each getting its own answer', async () => {
    const batches: number[][] = [];
    const double = busyBatcher(async (inputs: number[]) => {
      batches.push(inputs);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return inputs.map((input) => input * 2);
    });
    const answers = await Promise.all([1, 2, 3, 4].map(double));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await double(5)).toBe(10);
  });

  it('fails only the batch whose run failed, splits by the maximum, and keeps working afterwards', async () => {
    const batches: number[][] = [];
    const load = busyBatcher(async (inputs: number[]) => {
      batches.push(inputs);
      await Promise.resolve();
      if (inputs.includes(0)) throw new Error('bad batch');
      return inputs;
    }, 2);
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(load));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(batches).toEqual([[0], [1, 2], [3, 4]]);
    expect(await load(7)).toBe(7);
  });
});
