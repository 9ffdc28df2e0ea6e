// @vitest-environment jsdom
import type { CenterResponse } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { CENTRE_PREFETCH_FRESH_MS, createCentrePrefetch } from './centrePrefetch';

function counting() {
  let calls = 0;
  let clock = 0;
  const prefetch = createCentrePrefetch(
    () => Promise.resolve({ call: ++calls } as unknown as CenterResponse),
    () => clock,
  );
  return { prefetch, calls: () => calls, advance: (ms: number) => (clock += ms) };
}

describe('the centre prefetch', () => {
  it('gives the prefetched answer once, then asks the server again', async () => {
    const { prefetch, calls } = counting();
    prefetch.start();
    await expect(prefetch.answer()).resolves.toEqual({ call: 1 });
    await expect(prefetch.answer()).resolves.toEqual({ call: 2 });
    expect(calls()).toBe(2);
  });

  it('asks the server when nothing was prefetched or the prefetch is stale', async () => {
    const { prefetch, advance } = counting();
    await expect(prefetch.answer()).resolves.toEqual({ call: 1 });
    prefetch.start();
    advance(CENTRE_PREFETCH_FRESH_MS);
    await expect(prefetch.answer()).resolves.toEqual({ call: 3 });
  });

  it('keeps a failed prefetch from surfacing as an unhandled rejection until the centre takes it', async () => {
    const prefetch = createCentrePrefetch(() => Promise.reject(new Error('offline')));
    prefetch.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(prefetch.answer()).rejects.toThrow('offline');
  });
});
